/** Demo data shared by Storybook, unit tests and `VITE_MOCK=1`; it mirrors the server's seed. */
export declare const fixtures: {
  individualSignIn: {
    taxpayerId: string;
    isBusinessUser: false;
    token: string;
    username: string;
    firstName: string;
  };
  businessSignIn: {
    taxpayerId: string;
    isBusinessUser: true;
    token: string;
    username: string;
    firstName: string;
  };
  newBusinessSignIn: {
    taxpayerId: null;
    isBusinessUser: true;
    token: string;
    username: string;
    firstName: string;
  };
  features: {
    features: {
      EinManagement: boolean;
      'Public.FAQ': boolean;
    };
  };
  inactivityConfig: {
    warningTime: number;
    logoutTime: number;
  };
  individualTaxpayer: {
    taxpayerId: string;
    taxpayerType: 0;
    taxpayer: {
      name1: string;
      name2: string;
      middleInitial: string;
      taxpayerFederalId: string;
      businessPhoneNumber: null;
    };
    jointFiler: null;
    address: {
      streetNumber: string;
      city: string;
      state: string;
      zip: string;
    };
  };
  businessTaxpayer: {
    taxpayerId: string;
    taxpayerType: 2;
    taxpayer: {
      name1: string;
      name2: string;
      middleInitial: null;
      taxpayerFederalId: string;
      businessPhoneNumber: string;
    };
    jointFiler: null;
    address: {
      streetNumber: string;
      city: string;
      state: string;
      zip: string;
    };
  };
};
