import type { Translation } from '@citytax/api';
import { en } from './en';
import type { faqEn } from './faq.en';

// Section and question ids, and the `to` of every link, are anchors and routes, not text: they are
// the same as in faq.en.ts, so `/faq#<id>` works in both languages.
const { email: supportEmail, phone: supportPhone } = en.support;
const contactUs = { text: 'Contáctenos', to: '/contact-us' } as const;
const q = (id: string) => `#${id}`;

const sections: Translation<typeof faqEn>['sections'] = [
  {
    id: 'using-the-system',
    title: 'Cómo usar el sistema',
    questions: [
      {
        id: 'how-to-log-in',
        question: '¿Cómo inicio sesión y presento un formulario?',
        answer: [
          {
            steps: [
              'Abra City Tax e-File y lea el Acuerdo de presentación por internet. Seleccione Acepto para continuar.',
              [
                'En la página Iniciar sesión, escriba el correo electrónico y la contraseña de su cuenta de City Tax e-File. Si todavía no tiene una cuenta, ',
                { text: 'regístrese', to: '/auth/taxpayer-registration' },
                ' primero.',
              ],
              'Su panel principal muestra los formularios que puede presentar. Elija uno, llénelo y siga los pasos en la pantalla para presentarlo.',
              'Imprima una copia antes de salir del formulario: un recordatorio se lo pide antes de presentarlo.',
              'Si el formulario muestra una cantidad adeudada, se le lleva a la página de pago, donde paga con tarjeta de crédito o débito en la página segura de nuestro proveedor de pagos. De lo contrario, el formulario se presenta sin pago.',
            ],
          },
          'Las personas que presentan en forma individual o conjunta ven el Certificado de exención, la Declaración anual individual y la Declaración individual de impuesto estimado. Los usuarios de negocios ven la Declaración del empleador del impuesto sobre el ingreso retenido y el Estimado de ganancia neta. Todos pueden usar el Estado de cuenta de impuestos, multas e intereses, Pagos de impuesto estimado y créditos, y Cambiar correo electrónico.',
        ],
      },
      {
        id: 'who-is-eligible',
        question: '¿Quién puede usar City Tax e-File?',
        answer: [
          'Los contribuyentes que están registrados en la División de Recaudación de Impuestos de la Ciudad: personas, contribuyentes que presentan en forma conjunta y negocios. Un contribuyente registrado es el que presentó una declaración ante la división en los últimos 5 años.',
          {
            list: [
              'Los contribuyentes que presentan en forma conjunta usan una sola cuenta: el contribuyente principal se registra, y la declaración también incluye al cónyuge.',
              'Un usuario de negocios puede presentar por varios negocios si los vincula por su EIN en Administrar cuentas de negocios y luego elige en nombre de cuál presenta.',
              [
                'Si todavía no está registrado, puede registrarse como contribuyente nuevo. Consulte ',
                { text: '¿Cómo me registro como persona física?', to: q('register-individual') },
                ' y ',
                { text: '¿Cómo me registro como negocio?', to: q('register-business') },
              ],
            ],
          },
          [
            'Algunas declaraciones no se pueden presentar por internet, aunque el contribuyente esté registrado; consulte ',
            {
              text: '¿Puedo presentar mi formulario de impuesto municipal por internet?',
              to: q('annual-return-eligibility'),
            },
          ],
        ],
      },
      {
        id: 'am-i-registered',
        question: '¿Cómo sé si estoy registrado?',
        answer: [
          'Usted es un contribuyente registrado si presentó una declaración de impuesto municipal ante la División de Recaudación de Impuestos de la Ciudad en los últimos 5 años. Su número de contribuyente aparece en las cartas y los formularios que la división le envía.',
          [
            'Para comprobarlo, vaya a ',
            { text: 'Registrarse', to: '/auth/taxpayer-registration' },
            ' y escriba su número de contribuyente. La página le indica si puede iniciar sesión, si necesita crear su cuenta en el sitio web o si necesita registrarse como contribuyente nuevo, y lo lleva al siguiente paso.',
          ],
        ],
      },
      {
        id: 'forgotten-password',
        question: 'Olvidé mi contraseña. ¿Qué debo hacer?',
        answer: [
          {
            steps: [
              [
                'En la página Iniciar sesión, seleccione ',
                { text: '¿Olvidó su contraseña?', to: '/auth/forgot-password' },
              ],
              'Escriba el correo electrónico con el que inicia sesión y seleccione Enviar enlace para restablecer.',
              'Abra el enlace del correo electrónico que le enviamos antes de que pase una hora, y elija una contraseña nueva de 8 a 25 caracteres. No se acepta una contraseña común ni su correo electrónico.',
              'Inicie sesión con su contraseña nueva. Al restablecer su contraseña, se cierra su sesión en todos los lugares donde la tenía iniciada.',
            ],
          },
          'Por su seguridad, la página dice lo mismo tanto si una cuenta usa esa dirección como si no. Si no le llega ningún correo electrónico, revise su carpeta de correo no deseado y asegúrese de haber usado la dirección con la que se registró. Después de varios intentos fallidos de iniciar sesión, el inicio de sesión se pausa por unos minutos; el mensaje le indica por cuánto tiempo.',
        ],
      },
      {
        id: 'change-email',
        question: '¿Cómo cambio mi correo electrónico?',
        answer: [
          {
            steps: [
              [
                'Inicie sesión y elija ',
                { text: 'Cambiar correo electrónico', to: '/change-email' },
                ' en el menú o en el panel principal.',
              ],
              'Escriba su nuevo correo electrónico dos veces (50 caracteres como máximo) y su contraseña actual, y seleccione Cambiar correo electrónico.',
              'Abra el enlace que le enviamos a la nueva dirección antes de que pasen 24 horas. Su correo electrónico cambia cuando lo abre, le avisamos a su dirección anterior y se cierra su sesión en todos los demás lugares.',
            ],
          },
          'Hasta que abra el enlace, siga iniciando sesión con su correo electrónico anterior. No se puede elegir una dirección que ya usa otra cuenta.',
        ],
      },
      {
        id: 'trouble-submitting',
        question: '¿Qué debo hacer si tengo problemas para presentar un formulario?',
        answer: [
          {
            list: [
              'Lea los mensajes del formulario: los errores aparecen junto a los campos y debajo del botón para enviar. Corrija cada uno y vuelva a enviarlo.',
              'Si el portal dice que su sesión venció, o que se cerró su sesión por inactividad, vuelva a iniciar sesión. De forma predeterminada, aparece una advertencia después de 15 minutos sin actividad, y su sesión se cierra después de 20 minutos; el W-2 o 1099 que estaba escribiendo se guarda como borrador y se le ofrece de nuevo cuando vuelve a abrirlo.',
              'Si un mensaje dice que no se encuentra el formulario o que ya se presentó, probablemente se eliminó o se presentó en otra pestaña o ventana del navegador. Vuelva a cargar la página para ver su estado actual.',
              'Asegúrese de que su navegador permita cookies para este sitio y de que usa una versión actual de su navegador.',
            ],
          },
          [
            'Si el problema continúa, use la página ',
            contactUs,
            ` (elija el tipo Sitio web), escriba a ${supportEmail} o llame al ${supportPhone}. Las respuestas tardan hasta dos días hábiles.`,
          ],
        ],
      },
    ],
  },
  {
    id: 'registering',
    title: 'Registro',
    questions: [
      {
        id: 'register-individual',
        question: '¿Cómo me registro como persona física?',
        answer: [
          {
            steps: [
              [
                'Vaya a ',
                { text: 'Registrarse', to: '/auth/taxpayer-registration' },
                ' y escriba su número de contribuyente.',
              ],
              'Si ya es un contribuyente registrado, cree su cuenta en el sitio web: confirme su identidad con los últimos cuatro dígitos de su número de Seguro Social, el código postal que consta en nuestros registros y el código de acceso impreso en las cartas que le enviamos, y escriba el correo electrónico con el que iniciará sesión.',
              'Si no está registrado, elija Registrarse como persona y escriba su nombre, número de Seguro Social, dirección, número de teléfono y correo electrónico. Si presenta en forma conjunta, seleccione Presento una declaración conjunta con mi cónyuge y escriba el nombre y el número de Seguro Social de su cónyuge.',
              'Abra el enlace de confirmación que le enviamos por correo electrónico, elija su contraseña e inicie sesión.',
            ],
          },
          'Un número de Seguro Social tiene 9 dígitos sin guiones. Si su número de contribuyente pertenece al cónyuge de un contribuyente que presenta en forma conjunta, quien se registra es el contribuyente principal, y ambos presentan con esa cuenta.',
        ],
      },
      {
        id: 'register-business',
        question: '¿Cómo me registro como negocio?',
        answer: [
          {
            steps: [
              [
                'Vaya a ',
                { text: 'Registrarse', to: '/auth/taxpayer-registration' },
                ' y escriba el número de contribuyente del negocio.',
              ],
              'Si el negocio ya está registrado, cree su cuenta en el sitio web con los últimos cuatro dígitos de su número de identificación federal (FEIN), el código postal que consta en nuestros registros y el código de acceso impreso en las cartas que enviamos al negocio.',
              'Si no está registrado, elija Registrarse como negocio y escriba el nombre del negocio (y un nombre alternativo o comercial, "doing business as", si lo tiene), su número de identificación federal, dirección, número de teléfono, una persona de contacto y el correo electrónico con el que iniciará sesión.',
              'Abra el enlace de confirmación que le enviamos por correo electrónico, elija su contraseña e inicie sesión.',
            ],
          },
          'Un número de identificación federal (EIN) tiene 9 dígitos sin guiones, por ejemplo 123456789.',
          'Si otro usuario ya representa al negocio, pídale que lo vincule a usted con el negocio, o inicie sesión si esa cuenta es suya. Un usuario de negocios vincula más negocios a su cuenta en Administrar cuentas de negocios, por EIN y nombre del negocio, y elige el negocio por el que presenta en la lista Presentando como, en la parte superior de la página.',
        ],
      },
      {
        id: 'change-registration',
        question: '¿Cómo cambio o corrijo mi información de registro?',
        answer: [
          [
            'Usted mismo puede cambiar el correo electrónico con el que inicia sesión: consulte ',
            { text: '¿Cómo cambio mi correo electrónico?', to: q('change-email') },
          ],
          [
            'Su nombre, dirección, número de teléfono, número de Seguro Social o número de identificación federal, y su estado civil para efectos de la declaración, provienen de los registros de la División de Recaudación de Impuestos de la Ciudad y no se pueden modificar por internet. Para corregirlos, use la página ',
            contactUs,
            ` (tipo Impuestos y presentación en general), escriba a ${supportEmail} o llame al ${supportPhone}.`,
          ],
          [
            'Si su nombre, dirección o estado civil para efectos de la declaración cambió durante el año tributario, presente una declaración en papel para ese año; consulte ',
            {
              text: 'Mi nombre, dirección o estado civil para efectos de la declaración cambió. ¿Puedo presentar por internet?',
              to: q('changed-name-address-filing-status'),
            },
          ],
        ],
      },
    ],
  },
  {
    id: 'exemption-certificate',
    title: 'Certificado de exención',
    questions: [
      {
        id: 'exemption-how-to-file',
        question: '¿Cómo presento un certificado de exención por internet?',
        answer: [
          'Un certificado de exención le indica a la ciudad que usted no debe impuesto municipal sobre el ingreso para el año tributario, que es el año calendario anterior. Las personas que presentan en forma individual o conjunta lo presentan desde Certificado de exención en el panel principal.',
          {
            steps: [
              'Elija la única razón que le corresponde: jubilado(a) sin ingresos del trabajo, en servicio activo en las fuerzas armadas, menor de la edad mínima, sin ingresos del trabajo, o venta de un negocio o una propiedad de alquiler.',
              'Si vendió un negocio o una propiedad de alquiler, escriba la fecha en que se vendió. Debe ser el 31 de diciembre del año tributario o antes.',
              'Marque la casilla que confirma que la razón que eligió es verdadera y correcta, y seleccione Presentar certificado de exención.',
              'Confirme en el cuadro de diálogo. Una vez presentado, el certificado no se puede cambiar.',
            ],
          },
          'Puede presentar un solo certificado de exención por año tributario, y ninguno si ya presentó una declaración anual u otros formularios de impuestos para ese año.',
          'Notas sobre la edad mínima, para la razón de ser menor de edad:',
          {
            list: [
              'En la mayoría de las ciudades, la edad mínima para el impuesto municipal sobre el ingreso es 18 años.',
              'Algunas ciudades no tienen edad mínima.',
              'Una ciudad cobra el impuesto a los residentes a partir de los 15 años.',
              'Otras ciudades cobran el impuesto a los residentes a partir de los 16 años.',
              'En una ciudad, los jóvenes de 16 y 17 años pagan el impuesto municipal sobre el ingreso solo si ganaron $2500 o más.',
              'A partir del año tributario 2024, todas las personas menores de 18 años están exentas en todo el estado (House Bill 33 de Ohio), sin importar la edad mínima de su ciudad.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'city-tax-form',
    title: 'Formulario de impuesto municipal',
    questions: [
      {
        id: 'annual-return-how-to-file',
        question: '¿Cómo presento mi formulario de impuesto municipal por internet?',
        answer: [
          'El formulario de impuesto municipal es la Declaración anual individual de su panel principal. Corresponde al año tributario que terminó el pasado 31 de diciembre.',
          {
            steps: [
              'Conteste tres preguntas que le indican si puede presentar por internet.',
              'Elija la ciudad en la que vivió todo el año tributario.',
              'Agregue cada Formulario W-2 y cada Formulario 1099 que recibió, y adjunte una copia de cada W-2. Su impuesto, el crédito por impuestos pagados a otras ciudades y su saldo se calculan a medida que avanza.',
              'Imprima su declaración y luego seleccione Presentar mi declaración, o Presentar y pagar si debe más de $10.00, y pague con tarjeta de crédito o débito.',
            ],
          },
          'Los pagos de impuesto estimado y el crédito del año anterior que constan en su cuenta se aplican automáticamente. Un saldo de $10.00 o menos, a pagar o a favor, no se cobra ni se reembolsa.',
        ],
      },
      {
        id: 'annual-return-eligibility',
        question: '¿Puedo presentar mi formulario de impuesto municipal por internet?',
        answer: [
          'Para presentar la declaración anual por internet, todo su ingreso debe constar en un Formulario W-2 o 1099, no debe tener actividad de alquiler, de negocio ni de K-1, y no debe haber un pago en exceso.',
          {
            list: [
              'Todo su ingreso del año tributario se declaró en un Formulario W-2 o en un Formulario 1099 (compensación de no empleado).',
              'No tuvo actividad de alquiler, de negocio ni de K-1 (sociedad colectiva o sociedad anónima de tipo S).',
              'Su declaración no muestra un pago en exceso: un reembolso o un crédito se debe reclamar en papel.',
              'Su nombre, dirección y estado civil para efectos de la declaración no cambiaron desde la última declaración que presentó ante nosotros.',
              'Vivió todo el año tributario en una sola ciudad para la que cobra la División de Recaudación de Impuestos de la Ciudad.',
            ],
          },
          [
            'Las preguntas al comienzo de la Declaración anual individual lo comprueban por usted. Si no puede presentar por internet, presente una declaración en papel; consulte ',
            { text: '¿Qué formularios en papel necesito?', to: q('paper-forms') },
          ],
        ],
      },
      {
        id: 'refunds',
        question: '¿Puedo recibir un reembolso?',
        answer: [
          'No con una declaración por internet. Cuando su impuesto, menos el crédito por otras ciudades, su retención municipal, sus pagos de impuesto estimado y su crédito del año anterior, deja un pago en exceso de más de $10.00, la declaración no se puede presentar por internet: la Declaración anual individual se lo indica, y usted reclama el reembolso o el crédito en una declaración en papel.',
          [
            'Envíe la declaración en papel con copias de sus Formularios W-2 y 1099; consulte ',
            { text: '¿Qué formularios en papel necesito?', to: q('paper-forms') },
            '. Un pago en exceso de $10.00 o menos no se reembolsa.',
          ],
        ],
      },
      {
        id: 'before-you-start',
        question: '¿Qué necesito antes de empezar?',
        answer: [
          {
            list: [
              'Su cuenta de City Tax e-File (correo electrónico y contraseña).',
              'Todos los Formularios W-2 y 1099 que recibió para el año tributario, y una copia de cada W-2 en un archivo PDF, PNG o JPEG de hasta 5 MB para adjuntar.',
              'El número de identificación federal de cada empleador (EIN, casilla b del W-2: 9 dígitos sin guiones) y el número de contribuyente de cada pagador.',
              'La ciudad en la que vivió, y la ciudad donde hizo el trabajo de cada W-2.',
              'Una impresora, para imprimir una copia de su declaración.',
              'Una tarjeta de crédito o débito, si tiene un saldo adeudado.',
            ],
          },
          'No necesita escribir los pagos de impuesto estimado ni los créditos del año anterior: provienen de su cuenta. Puede revisarlos en Pagos de impuesto estimado y créditos.',
        ],
      },
      {
        id: 'w2-screen-incorrect-info',
        question:
          'Mi nombre, dirección o código postal aparece incorrecto en la pantalla para escribir el W-2. ¿Qué debo hacer?',
        answer: [
          'El nombre, la dirección, el código postal y el número de Seguro Social que aparecen en la parte superior del formulario provienen de los registros de la División de Recaudación de Impuestos de la Ciudad, no de su W-2, y no se pueden modificar en el formulario.',
          [
            'Si siempre estuvieron mal, pídanos que los corrijamos en la página ',
            contactUs,
            ` (tipo Impuestos y presentación en general), escriba a ${supportEmail} o llame al ${supportPhone}, y presente su declaración una vez que estén corregidos.`,
          ],
          [
            'Si su nombre, dirección o estado civil para efectos de la declaración cambió durante el año tributario, presente una declaración en papel; consulte ',
            {
              text: 'Mi nombre, dirección o estado civil para efectos de la declaración cambió. ¿Puedo presentar por internet?',
              to: q('changed-name-address-filing-status'),
            },
          ],
        ],
      },
      {
        id: 'changed-name-address-filing-status',
        question:
          'Mi nombre, dirección o estado civil para efectos de la declaración cambió. ¿Puedo presentar por internet?',
        answer: [
          'No. Si su nombre, dirección o estado civil para efectos de la declaración (por ejemplo, soltero o casado que presenta una declaración conjunta) cambió desde la última declaración que presentó ante nosotros, actualizamos nuestros registros a partir de una declaración en papel firmada, así que presente una declaración en papel para ese año.',
          'Lo mismo se aplica si se mudó durante el año: quien fue residente solo parte del año, o vivió en más de una ciudad durante el año, presenta una declaración en papel.',
          ['Consulte ', { text: '¿Qué formularios en papel necesito?', to: q('paper-forms') }],
        ],
      },
      {
        id: 'income-not-on-w2-1099',
        question: 'Tengo ingresos que no aparecen en un Formulario W-2 ni 1099. ¿Qué hago?',
        answer: [
          'Presente una declaración en papel. La declaración por internet solo acepta salarios de Formularios W-2 y compensación de no empleado de Formularios 1099. Otros ingresos sujetos a impuestos, como los ingresos del trabajo por cuenta propia, de alquiler, de sociedades colectivas o de sociedades anónimas de tipo S (K-1), o los ingresos que nadie le declaró en un formulario, requieren la declaración en papel y sus anexos.',
          ['Consulte ', { text: '¿Qué formularios en papel necesito?', to: q('paper-forms') }],
        ],
      },
      {
        id: 'paper-forms',
        question: '¿Qué formularios en papel necesito?',
        answer: [
          'El formulario de la declaración anual individual y sus instrucciones, y cualquier anexo que las instrucciones exijan para su tipo de ingreso (por ejemplo, ingresos de alquiler o de negocio). Descárguelos de la División de Recaudación de Impuestos de la Ciudad o recójalos en la oficina de impuestos.',
          'Firme la declaración (ambos cónyuges, si presentan en forma conjunta) y envíela por correo, con copias de sus Formularios W-2 y 1099, a la dirección que aparece en el formulario.',
          [
            `Si necesita ayuda para elegir los formularios, escriba a ${supportEmail}, llame al ${supportPhone} o use la página `,
            contactUs,
          ],
        ],
      },
      {
        id: 'w2-forms',
        question: '¿Qué hago con mis Formularios W-2?',
        answer: [
          'Escriba cada W-2 en la Declaración anual individual, con el nombre y el EIN del empleador, la ciudad de trabajo, los salarios y propinas sujetos al impuesto de Medicare (casilla 5), los salarios locales (casilla 18), el impuesto local sobre el ingreso retenido (casilla 19) y la localidad (casilla 20). Su impuesto usa la casilla 5; si la casilla 18 es mayor, el formulario le avisa que revise su W-2.',
          'Adjunte una copia de cada W-2 en la misma pantalla: un archivo PDF, PNG o JPEG de hasta 5 MB. Puede adjuntar más de un archivo. Los archivos adjuntos se guardan hasta que cierre sesión o cierre la pestaña del navegador.',
          'No envíe sus Formularios W-2 por correo cuando presente por internet. Guarde los originales con sus registros de impuestos.',
        ],
      },
      {
        id: 'fee',
        question: '¿Cuesta algo presentar por internet?',
        answer: [
          'No. Presentar con City Tax e-File es gratis.',
          'Si un formulario muestra una cantidad adeudada, usted la paga con tarjeta de crédito o débito en la página segura de nuestro proveedor externo de pagos. Los datos de su tarjeta se escriben allí, no en City Tax e-File, y luego usted vuelve al portal para ver el resultado.',
        ],
      },
      {
        id: 'amend',
        question: '¿Puedo enmendar mi declaración por internet?',
        answer: [
          'No después de presentarla: una declaración presentada no se puede cambiar por internet.',
          'Antes de presentarla, puede editar o eliminar cualquier Formulario W-2 o 1099, cambiar su ciudad, o eliminar toda la declaración y empezar de nuevo.',
          [
            'Para corregir una declaración que ya presentó, presente una declaración enmendada en papel; consulte ',
            { text: '¿Qué formularios en papel necesito?', to: q('paper-forms') },
          ],
        ],
      },
      {
        id: 'get-a-copy',
        question: '¿Cómo obtengo una copia de mi declaración?',
        answer: [
          'Imprímala antes de salir del formulario. Puede seleccionar Imprimir este formulario en cualquier momento. Cuando presenta, primero se lo pide un cuadro de diálogo titulado "No olvide imprimir su Declaración anual individual": seleccione Imprimir para imprimirla allí mismo, "Quiero imprimir - Volver al formulario" para regresar al formulario, o "Terminé - Continuar al siguiente paso" para continuar. Todos los formularios, incluidas las declaraciones de impuesto estimado, le piden lo mismo.',
          'Después de presentarla, y hasta que se abra la declaración del año siguiente el 1 de enero, la Declaración anual individual muestra su declaración presentada, solo para lectura, con su botón Imprimir este formulario. El cuadro de diálogo de impresión de su navegador también puede guardar la copia como PDF.',
          [
            'City Tax e-File no envía copias de las declaraciones por correo electrónico. Para obtener una copia de una declaración de un año anterior, use la página ',
            contactUs,
          ],
        ],
      },
      {
        id: 'city-missing',
        question: 'Mi ciudad de empleo o de residencia no aparece en la lista desplegable. ¿Qué debo hacer?',
        answer: [
          'La lista de ciudades de residencia muestra solo las ciudades para las que cobra la División de Recaudación de Impuestos de la Ciudad. Si vivió en otra ciudad, esta oficina no cobra el impuesto de su ciudad: presente su declaración ante la oficina de impuestos de su propia ciudad. Si vivió en más de una ciudad durante el año, presente una declaración en papel.',
          [
            'La lista de ciudades de trabajo muestra las ciudades que tienen una tasa de impuesto registrada para el año tributario. Si falta la ciudad en la que trabajó, presente una declaración en papel, o consúltenos en la página ',
            contactUs,
          ],
        ],
      },
      {
        id: 'how-to-sign',
        question: '¿Cómo firmo mi declaración?',
        answer: [
          /** LEGAL — for the city's review before release. */
          'Una declaración presentada por internet no necesita firma a mano. Usted aceptó el Acuerdo de presentación por internet e inicia sesión con su propia cuenta; al seleccionar Presentar mi declaración o Presentar y pagar, usted declara que la declaración es verdadera, correcta y completa. En una declaración conjunta, el contribuyente principal la presenta por ambos cónyuges.',
          'No envíe por correo una copia firmada de una declaración que presentó por internet. Solo las declaraciones en papel se firman a mano.',
        ],
      },
    ],
  },
  {
    id: 'individual-estimate',
    title: 'Declaración individual de impuesto estimado',
    questions: [
      {
        id: 'estimate-required',
        question: '¿Necesito hacer pagos de impuesto estimado?',
        answer: [
          'Sí, si espera deber $200.00 o más de impuesto municipal sobre el ingreso para el año, después de restar el impuesto que le retienen sus empleadores y su crédito por impuestos pagados a otras ciudades. Esto es habitual cuando tiene ingresos de los que nadie le retiene el impuesto municipal.',
          'Por debajo de $200.00, los pagos de impuesto estimado no son obligatorios, pero aun así puede hacer uno.',
        ],
      },
      {
        id: 'estimate-due-dates',
        question: '¿Cuánto se debe pagar y cuándo?',
        answer: [
          'Para cada fecha de vencimiento, el total que haya pagado debe alcanzar una parte de su impuesto estimado:',
          {
            list: [
              '15 de abril: 22.5%',
              '15 de junio: 45%',
              '15 de septiembre: 67.5%',
              '15 de enero del año siguiente: 90%',
            ],
          },
          'Una fecha de vencimiento que cae en sábado, domingo o día feriado federal pasa al siguiente día hábil. El formulario muestra su calendario de plazos y sugiere cuánto pagar ahora: el total adeudado para el próximo plazo, menos lo que ya pagó para el año. Puede pagar una cantidad distinta de $0.00 o más.',
          [
            'Si su impuesto del año pasado fue menor, sus plazos pueden basarse en él; consulte ',
            { text: '¿Qué es la regla de puerto seguro?', to: q('safe-harbor') },
          ],
        ],
      },
      {
        id: 'estimate-how-to-file',
        question: '¿Cómo presento una declaración individual de impuesto estimado?',
        answer: [
          {
            steps: [
              'Elija Declaración individual de impuesto estimado en el panel principal. Hasta que vence el último plazo del año anterior, el 15 de enero, puede elegir si el pago es para ese año o para el nuevo.',
              'Elija su ciudad de residencia y escriba el ingreso que espera, sus créditos estimados (el impuesto que espera que le retengan más el crédito por impuestos pagados a otras ciudades) y, si lo desea, el impuesto del año pasado.',
              'Revise la vista previa de su impuesto estimado y de sus plazos, y la cantidad del pago.',
              'Seleccione Enviar declaración de impuesto estimado y luego pague con tarjeta en el siguiente paso. Con un pago de $0.00, la declaración de impuesto estimado se presenta sin pago.',
            ],
          },
          'Los pagos que haga aquí aparecen en Pagos de impuesto estimado y créditos, para el año tributario actual y el anterior, en cuanto se completan. Los pagos de impuesto estimado hechos de cualquier otra forma, como con cheque, no aparecen hasta que la oficina de impuestos los haya auditado.',
        ],
      },
    ],
  },
  {
    id: 'employers-return',
    title: 'Declaración del empleador del impuesto sobre el ingreso retenido',
    questions: [
      {
        id: 'withholding-frequency',
        question: '¿Presento mensual o trimestralmente?',
        answer: [
          'Presente mensualmente si se retuvieron más de $2,399 en el año anterior, o más de $200 en cualquier mes del trimestre anterior. De lo contrario, presente trimestralmente.',
          'El formulario tiene una herramienta que lo calcula a partir de esas dos cantidades.',
        ],
      },
      {
        id: 'withholding-due-dates',
        question: '¿Cuándo vence la declaración del empleador?',
        answer: [
          {
            list: [
              'Mensual: el día 15 del mes siguiente.',
              'Trimestral: el 30 de abril para enero a marzo, el 31 de julio para abril a junio, el 31 de octubre para julio a septiembre y el 31 de enero para octubre a diciembre.',
            ],
          },
          'Puede presentar un período una vez que haya terminado, y cada mes o trimestre se presenta una sola vez.',
        ],
      },
      {
        id: 'withholding-late',
        question: '¿Qué pasa si presento o pago tarde?',
        answer: [
          'El formulario agrega la multa y los intereses, y muestra cómo se calcula cada uno:',
          {
            list: [
              'Una multa por pago tardío del 50% del impuesto adeudado, que se cobra una sola vez.',
              'Una multa por presentación tardía: para los años tributarios a partir de 2023, una cantidad fija de $25.00, que no se cobra la primera vez que usted presenta una declaración tarde; para los años tributarios hasta 2022, $25.00 por cada mes o parte de un mes de atraso, hasta un máximo de $150.00.',
              'Intereses solo sobre el impuesto adeudado, no sobre las multas: por cada mes o parte de un mes desde el día siguiente a la fecha de vencimiento, la tasa anual del año en que comienza ese mes, dividida entre 12. La tasa anual es del 10% para 2024 y 2025, y del 9% para 2026.',
            ],
          },
          'Las multas y los intereses facturados sobre otros impuestos se pagan con el Estado de cuenta de impuestos, multas e intereses.',
        ],
      },
      {
        id: 'withholding-how-to-file',
        question: '¿Cómo presento la declaración del empleador?',
        answer: [
          {
            steps: [
              'Inicie sesión como usuario de negocios y elija Declaración del empleador del impuesto sobre el ingreso retenido en el panel principal. Si presenta por varios negocios, primero elija el negocio en la lista Presentando como.',
              'Elija la frecuencia, el año tributario y el mes o el trimestre.',
              'Escriba el número de empleados, el total de salarios pagados, el impuesto municipal sobre el ingreso retenido y cualquier crédito por pago en exceso anterior que aplique.',
              'Seleccione Presentar declaración. La cantidad adeudada (el impuesto retenido menos el crédito, nunca menos de $0.00, más cualquier multa e intereses) se paga con tarjeta en el siguiente paso. Cuando no se debe nada, la declaración se presenta sin pago.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'net-profit-estimate',
    title: 'Impuesto estimado individual y de ganancia neta',
    questions: [
      {
        id: 'net-profit-estimated-tax',
        question: '¿Cómo se calcula el impuesto estimado?',
        answer: [
          'Declaración individual de impuesto estimado: ingreso estimado × la tasa de impuesto de su ciudad de residencia, menos sus créditos estimados.',
          'Estimado de ganancia neta: ganancia neta estimada × porcentaje de prorrateo × la tasa de impuesto de la ciudad del negocio, menos sus créditos estimados.',
          'El impuesto estimado nunca es menor de $0.00. Los pagos de impuesto estimado son obligatorios cuando el impuesto estimado es de $200.00 o más. Ambos formularios muestran el cálculo y su calendario de plazos antes de que usted los envíe.',
          'Si su negocio espera una pérdida neta para el año, escríbala como una cantidad negativa, con un signo de menos delante (por ejemplo, -25000). Una pérdida no paga impuestos, así que su impuesto estimado es $0.00 y los pagos de impuesto estimado no son obligatorios, pero aun así puede hacer uno.',
        ],
      },
      {
        id: 'apportionment',
        question: '¿Qué es el prorrateo?',
        answer: [
          'El prorrateo es la parte de la ganancia neta de su negocio que se obtuvo en la ciudad. Escríbalo como un porcentaje de 0 a 100 con hasta dos decimales, por ejemplo 62.5. Si todo su negocio se realiza en la ciudad, escriba 100.',
          'La ciudad solo cobra impuestos sobre la parte prorrateada de su ganancia neta.',
        ],
      },
      {
        id: 'net-profit-due-dates',
        question: '¿Cuándo vencen los pagos de impuesto estimado sobre la ganancia neta?',
        answer: [
          'Para un negocio que usa el año calendario: 15 de abril, 15 de junio, 15 de septiembre y 15 de diciembre. Para cada fecha, el total pagado debe alcanzar el 22.5%, 45%, 67.5% y 90% del impuesto estimado, respectivamente.',
          'Una fecha de vencimiento que cae en sábado, domingo o día feriado federal pasa al siguiente día hábil. Las declaraciones individuales de impuesto estimado vencen el 15 de enero del año siguiente en lugar del 15 de diciembre.',
        ],
      },
      {
        id: 'safe-harbor',
        question: '¿Qué es la regla de puerto seguro?',
        answer: [
          'Si su impuesto del año anterior es menor que el 90% del impuesto estimado de este año, sus plazos se basan en el 100% del impuesto del año anterior: el 25%, 50%, 75% y 100% de ese impuesto para cada una de las cuatro fechas de vencimiento.',
          'Para usarla, escriba el impuesto del año anterior en el formulario de la declaración individual de impuesto estimado o del estimado de ganancia neta; la vista previa indica cuándo se aplica la regla de puerto seguro.',
        ],
      },
    ],
  },
  {
    id: 'other',
    title: 'Otras preguntas frecuentes',
    questions: [
      {
        id: 'email-and-personal-information',
        question: '¿Cómo usa City Tax e-File mi correo electrónico y mi información personal?',
        answer: [
          'Su correo electrónico es su nombre de usuario. Lo usamos para enviarle los enlaces para confirmar su registro, restablecer su contraseña y confirmar un cambio de correo electrónico, para avisarle a su dirección anterior cuando cambia su correo electrónico, y para responderle cuando se comunica con nosotros.',
          'Su nombre, dirección, número de Seguro Social o número de identificación federal y sus datos tributarios lo identifican como contribuyente y sirven para llenar y calcular sus formularios. La División de Recaudación de Impuestos de la Ciudad los usa para administrar el impuesto municipal sobre el ingreso.',
          {
            list: [
              'Los datos de su tarjeta se escriben en la página del proveedor de pagos; City Tax e-File guarda solo los últimos dígitos de la tarjeta, para mostrarlos en el historial de pagos.',
              'Las copias de los Formularios W-2 que adjunta se envían a la división con su declaración; la copia que se guarda en su navegador se elimina cuando cierra sesión o cierra la pestaña.',
              'Para mejorar el portal, se registran eventos de uso, como las páginas visitadas y los inicios de sesión, sin nombres, correos electrónicos, números de Seguro Social, números de identificación federal ni cantidades. No se usan scripts de seguimiento de terceros.',
              'El portal guarda una cookie que recuerda que usted aceptó el Acuerdo de presentación por internet, y mantiene su sesión iniciada en su navegador hasta que la cierre.',
            ],
          },
        ],
      },
    ],
  },
];

/** Spanish texts of the FAQ page (same keys as faq.en.ts; terms from docs/i18n/glossary-es.md). */
export const faqEs: Translation<typeof faqEn> = {
  title: 'Preguntas frecuentes',
  intro:
    'Respuestas a preguntas comunes sobre City Tax e-File. Elija un tema para ver sus preguntas, o siga leyendo.',
  navLabel: 'Temas de las preguntas frecuentes',
  moreHelp: '¿No encontró su respuesta?',
  contact: [
    'Use la página ',
    contactUs,
    `, escriba a ${supportEmail} o llame al ${supportPhone}. Las respuestas tardan hasta dos días hábiles.`,
  ],
  sections,
};
