import type { Translation } from '@citytax/api';
import type { dashboardEn } from './dashboard.en';

/** Spanish texts of the dashboard and its tiles (same keys as dashboard.en.ts; terms from docs/i18n/glossary-es.md). */
export const dashboardEs: Translation<typeof dashboardEn> = {
  title: 'Panel principal',
  welcome: (name: string) => `Le damos la bienvenida, ${name}.`,
  tilesLabel: 'Lo que puede hacer',
  tiles: {
    exemption:
      'Informe a la ciudad por qué no debe impuesto municipal sobre el ingreso del año tributario anterior.',
    annualReturn: 'Presente su declaración anual individual con los ingresos de sus Formularios W-2 y 1099.',
    individualEstimate:
      'Haga un pago de impuesto estimado del impuesto municipal individual sobre el ingreso.',
    employersReturn: 'Declare y pague el impuesto municipal sobre el ingreso que retuvo a sus empleados.',
    netProfitEstimate: 'Haga un pago de impuesto estimado sobre la ganancia neta de su negocio.',
    billingStatement: 'Pague los impuestos, multas e intereses que se le facturaron.',
    filings: 'Vea todos los formularios que presentó o comenzó, pague lo que se adeuda y descargue copias.',
    estimatesAndCredits: 'Revise los pagos de impuesto estimado y los créditos de su cuenta.',
    changeEmail: 'Cambie la dirección de correo electrónico con la que inicia sesión.',
    changePassword: 'Cambie la contraseña con la que inicia sesión.',
    accountSecurity:
      'Configure un segundo paso de inicio de sesión: una aplicación de autenticación, llaves de acceso y códigos de recuperación.',
    accountActivity:
      'Vea dónde tiene la sesión abierta y lo que se hizo en su cuenta, y cierre otras sesiones.',
    manageBusinessAccounts: 'Vincule o desvincule por EIN los negocios para los que presenta.',
  },
};
