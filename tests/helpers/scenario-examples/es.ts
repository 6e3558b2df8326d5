/** Real questions in es that the scenario patterns must find, and ones they must not (reader-scenarios). */
import type { Scenario } from '../../../core/oracle/scenarios/scenario.js';

/** Questions each pattern must find . */
export const SCENARIO_EXAMPLES_ES: Partial<Record<Scenario, string[]>> = {
  own_grief: [
    '¿Cómo sigo adelante ahora que murió mi abuela?',
    'Perdí a mi bebé en la semana doce, ¿cuándo dejará de doler tanto?',
    '¿Qué siente de verdad mi hermano por mí desde que murió nuestro padre?',
    'Mi perro murio la semana pasada y no levanto cabeza',
  ],
  support_grieving: [
    '¿Cómo puedo apoyar a mi amiga, que acaba de perder a su madre?',
    'Mi pareja está de duelo por su padre, ¿qué le digo?',
    '¿Cómo acompaño a mi madre ahora que falleció mi abuelo?',
  ],
  pet_health: [
    '¿Se recuperará mi gato de la operación?',
    'Mi perra tiene un tumor, ¿qué le pregunto al veterinario?',
    '¿Le irá bien el tratamiento a mi conejo?',
    'Mi perro se opera la semana que viene. ¿Qué debo saber sobre este mes?',
  ],
  loved_one_ill: [
    '¿Saldrá bien la operación de mi padre?',
    'Mi madre se opera el lunes. ¿Qué debo saber?',
    'Mi madre está en el hospital, ¿cómo puedo ayudarla?',
    '¿Se curará mi pareja del cáncer?',
  ],
  mind: [
    '¿Cómo salgo de este agotamiento en el trabajo?',
    '¿Por qué tengo tanta ansiedad últimamente?',
    '¿Qué necesito saber sobre mi salud emocional este año?',
  ],
  their_feelings: [
    '¿Qué piensa mi compañera de mí?',
    '¿Qué siente Jonas por mí?',
    '¿Le gusto de verdad o solo está jugando conmigo?',
    '¿Me ama?',
    '¿Mi ex me echa de menos?',
  ],
  ex_return: [
    '¿Volverá conmigo mi ex?',
    '¿Debería volver con él después de todo?',
    '¿Qué pasará con mi expareja?',
  ],
  breakup_recovery: [
    '¿Cómo me reencuentro después de la ruptura?',
    '¿Cómo olvido a alguien que me dejó?',
    '¿Qué tengo que aprender de esta ruptura?',
  ],
  the_one: ['¿Es él el indicado?', '¿Es mi alma gemela?', '¿Estamos destinados a estar juntos?'],
  marriage: ['¿Me casaré este año?', '¿Me pedirá matrimonio mi novio?', '¿Habrá boda pronto?'],
  new_relationship: [
    'Llevamos dos meses saliendo, ¿esto va en serio?',
    '¿Qué futuro tiene lo mío con el chico que estoy conociendo?',
    'Conocí a alguien hace unas semanas, ¿llegará a algo serio?',
  ],
  relationship_future: [
    '¿Durará mi relación con Jonas?',
    '¿Deberíamos irnos a vivir juntos?',
    '¿Me voy a vivir con mi pareja o sigo un tiempo viviendo sola?',
    '¿Debería contarle a mi pareja mis dudas?',
  ],
  meet_someone: [
    'cuándo voy a conocer por fin a alguien',
    '¿Cuándo conoceré a alguien?',
    '¿Encontraré el amor este año?',
    'Llevo años soltera, ¿me enamoraré otra vez?',
  ],
  friend_conflict: [
    '¿Cómo puedo arreglar las cosas con mi mejor amiga después de la pelea?',
    'Mi amigo no me habla desde que discutimos, ¿qué hago?',
    '¿Qué piensa mi amiga de mí después de la pelea?',
    '¿Mi mejor amiga está siendo sincera conmigo?',
  ],
  child: [
    '¿Cómo puedo ayudar a mi hijo, que no quiere ir al colegio?',
    'Mi hija adolescente se encierra en su cuarto, ¿qué le pasa?',
    '¿Qué siente mi hijo con nuestra separación?',
  ],
  family_rift: [
    '¿Cómo puedo arreglar las cosas con mi hermano?',
    '¿Debería perdonar a mi padre?',
    'Mi hermana y yo no nos hablamos desde hace un año. ¿Haremos las paces?',
    '¿Cómo llevo el conflicto con mis padres?',
    'Mi madre nunca me ha pedido perdón, ¿cómo pongo límites sin romper con ella?',
    '¿Qué siente mi hermano por mí después de la pelea por la herencia?',
    '¿Cómo mejoro mi relación con mi suegra?',
    '¿Volveré a hablar con mi hermana?',
    'Corté el contacto con mis padres, ¿hice bien?',
  ],
  loneliness: [
    '¿Por qué me siento tan sola?',
    '¿Cómo puedo hacer amigos en una ciudad nueva?',
    'No conozco a nadie aquí, ¿cuándo se irá esta soledad?',
  ],
  relocation: [
    '¿Debería mudarme a Lisboa?',
    '¿Me quedo en Berlín o me voy a otro país?',
    '¿Debería aceptar la oferta de trabajo en otra ciudad?',
    '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?',
  ],
  home: [
    '¿Compro el piso ahora o espero?',
    '¿Me darán el apartamento que solicité?',
    '¿Conseguiremos la hipoteca para la casa?',
  ],
  interview: [
    '¿Conseguiré el trabajo de la entrevista?',
    '¿Cómo me irá en la entrevista del lunes?',
    '¿Qué debo saber antes de mi entrevista de trabajo?',
  ],
  job_search: [
    '¿Conseguiré trabajo antes del verano?',
    '¿Encontraré un nuevo trabajo?',
    'Llevo un año en paro, ¿cuándo encontraré empleo?',
  ],
  raise: [
    '¿Debería pedirle un aumento a mi jefe?',
    '¿Me darán el ascenso este año?',
    '¿Es buen momento para negociar mi sueldo?',
  ],
  career_change: [
    '¿Debería dejar mi trabajo para abrir una pastelería?',
    '¿De verdad funcionará mi idea de negocio?',
    '¿Debería tomarme en serio la música?',
    '¿Me quedo en este trabajo o me voy?',
  ],
  workplace: [
    '¿Cómo lidio con mi jefe, que es tan difícil?',
    'Mis compañeros me excluyen. ¿Qué hago?',
    '¿Por qué mi jefa no valora mi trabajo?',
    '¿Mejorará la tensión en mi equipo?',
    'Mi compañera se lleva el mérito de mis ideas, ¿qué hago?',
    '¿Qué piensa mi jefe de mí?',
    '¿Cómo pongo límites en el trabajo sin quedar mal?',
  ],
  exam: [
    '¿Aprobaré las oposiciones este año?',
    '¿Voy a aprobar el examen de conducir?',
    '¿Terminaré la tesis a tiempo?',
  ],
  money: ['¿Cuándo saldré de las deudas?', '¿Voy a perder mis ahorros?', '¿Me concederán el préstamo?'],
  self_sabotage: [
    '¿Por qué me saboteo cada vez que algo va bien?',
    '¿Por qué siempre me alejo de la gente que me quiere?',
    '¿Por qué repito los mismos errores?',
  ],
  procrastination: [
    '¿Por qué siempre lo dejo todo para el último momento?',
    '¿Cómo encuentro motivación para empezar?',
    '¿Por qué no consigo terminar nada?',
  ],
  self_worth: [
    '¿Cómo puedo tener más confianza en mí?',
    '¿Por qué siento que nunca soy suficiente?',
    '¿Cómo dejo de compararme con los demás?',
    '¿Llegaré a creer en mí algún día?',
    '¿Por qué siempre me comparo con los demás?',
    '¿Cómo mejoro mi autoestima?',
    'En el trabajo siento que soy un impostor, ¿cuándo se me pasará?',
  ],
};

/** Questions no pattern may find: the reader answers them without a situation's lines. */
export const SCENARIO_NONE_ES: string[] = [
  '¿Repito el mismo curso el año que viene?',
  '¿Qué debo saber sobre esta semana?',
  '¿Qué energía me rodea este mes?',
  '¿Cuál es mi propósito?',
  '¿Irá bien nuestro viaje del próximo verano?',
  '¿Saldrá el juicio a mi favor?',
  '¿Qué me deparan las cartas para mañana?',
  '¿Qué debo saber sobre mi familia este año?',
  '¿Dónde pasaremos la Navidad con mis padres?',
  '¿Por qué esa tía me ignora en clase?',
  '¿Me irá bien en la oficina nueva?',
  '¿Ganará mi equipo la liga este año?',
  '¿Puedo confiar en mi nuevo socio?',
  '¿Es suficiente una semana para ver Roma?',
];
