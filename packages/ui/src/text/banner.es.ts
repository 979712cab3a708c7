import type { Translation } from './translation';
import type { bannerTextEn } from './banner.en';

export const bannerTextEs: Translation<typeof bannerTextEn> = {
  text: (owner: string) => `Un sitio web oficial de ${owner}`,
  toggleLabel: 'Así es como usted puede verificarlo',
  domainHeading: 'Los sitios web oficiales usan .gov',
  domainText:
    'Un sitio web .gov pertenece a una organización oficial del gobierno de los Estados Unidos, como una ciudad o un condado.',
  httpsHeading: 'Los sitios web seguros .gov usan HTTPS',
  httpsText:
    'Un candado o https:// significa que usted se conectó de forma segura al sitio web .gov. Comparta información confidencial solo en sitios web oficiales y seguros.',
};
