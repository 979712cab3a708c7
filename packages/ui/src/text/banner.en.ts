export const bannerTextEn = {
  text: (owner: string) => `An official website of ${owner}`,
  toggleLabel: "Here's how you know",
  domainHeading: 'Official websites use .gov',
  domainText:
    'A .gov website belongs to an official government organization in the United States, such as a city or county.',
  httpsHeading: 'Secure .gov websites use HTTPS',
  httpsText:
    "A lock or https:// means you've safely connected to the .gov website. Share sensitive information only on official, secure websites.",
};
