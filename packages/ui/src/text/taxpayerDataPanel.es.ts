import type { Translation } from './translation';
import type { taxpayerDataPanelTextEn } from './taxpayerDataPanel.en';

export const taxpayerDataPanelTextEs: Translation<typeof taxpayerDataPanelTextEn> = {
  errorMessage: 'Ocurrió un error al cargar la información del contribuyente. Vuelva a intentarlo más tarde.',
  labels: {
    heading: 'Información del contribuyente',
    loading: 'Cargando la información del contribuyente',
    notProvided: 'no proporcionado',
    showDetails: 'Mostrar los datos del contribuyente',
    hideDetails: 'Ocultar los datos del contribuyente',
    firstName: 'Nombre',
    lastName: 'Apellido',
    middleInitial: 'Inicial del segundo nombre',
    taxpayerSocialSecurityNumber: 'Número de Seguro Social del contribuyente',
    spouseFirstName: 'Nombre del cónyuge',
    spouseLastName: 'Apellido del cónyuge',
    spouseMiddleInitial: 'Inicial del segundo nombre del cónyuge',
    spouseSocialSecurityNumber: 'Número de Seguro Social del cónyuge',
    currentAddress: 'Dirección actual',
    phoneNumber: 'Número de teléfono',
    taxpayerName: 'Nombre del contribuyente',
    spouseName: 'Nombre del cónyuge',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    zipCode: 'Código postal',
    taxpayerSsnFein: 'SSN/FEIN del contribuyente',
    spouseSsn: 'SSN del cónyuge',
    filingDate: 'Fecha de presentación',
  },
};
