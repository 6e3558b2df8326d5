/**
 * The situations of scenario.ts as questions in Spanish name them. Accents are optional where people
 * often drop them (murio, volvera, examen). A few situations are told apart from their neighbours by
 * words that must be absent: a loss someone else suffers is not the asker's own grief, a fight with a
 * friend is not a question about a crush.
 */
import type { ScenarioPatterns } from './scenario.js';

/** A pattern that finds every one of `has` in a question holding none of `lacks`. */
function when(has: RegExp[], lacks: RegExp[] = []): RegExp {
  const ahead = (sign: '=' | '!') => (r: RegExp) => `(?${sign}[\\s\\S]*(?:${r.source}))`;
  return new RegExp(`^${lacks.map(ahead('!')).join('')}${has.map(ahead('=')).join('')}`, 'iu');
}

/** A pattern that finds any of `patterns`. */
function either(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'iu');
}

/** "Mí", the asker, as people write it, also without its accent where no noun follows ("en mi misma", "en mi?"). */
const ME = 'm(?:í|i(?=\\s*(?:mism|[?!.,;:]|$)))';

const GRIEF =
  /(?<!\p{L})(muri[óo]|murieron|falleci|(ha|han|haya|hayan) (muerto|fallecido)|se (me |nos )?(ha )?muerto|se nos fue|muerte de (mi|mis|nuestr|un ser|una persona|mam[áa]|pap[áa]|la abuela|el abuelo|la yaya|el yayo)|p[ée]rdida de (mi|mis|nuestr|un ser|una persona|un beb|un embarazo)|duelo|luto|aborto espont|perd[íi] (a mi|al|el|mi) (beb|embarazo)|perd[íi] (un|el) embarazo|perd[íi] a (mi|mis|nuestr[oa]s?) (madre|padre|mam|pap|abuel|herman|hij|beb|marido|esposo|esposa|mujer|perr|gat|mascota)|me qued[ée] viud|enviud|desde el cielo|en el m[áa]s all[áa]|cruz[óo] el arco ?[íi]ris|tuv(e|imos) que (sacrificar|dormir))/iu;
const OTHERS_GRIEF =
  /(?<!\p{L})((muri[óo]|falleci[óo]|ha muerto|ha fallecido|perdi[óo]|ha perdido|perder|se le (ha )?muri[óo]|se le ha muerto) (a )?(su|sus)(?!\p{L})|(su|sus) (duelo|p[ée]rdida)|(est[áa]n?|anda|sigue|siguen) (de|en) (duelo|luto)|(su|sus) (\p{L}+ ){0,2}(muri[óo]|falleci[óo]))/iu;
const SUPPORTING =
  /(?<!\p{L})(apoy\p{L}* (a|para) |apoyar(le|la|lo|les)|ser (un |su )?apoyo|acompa[ñn]\p{L}* a |acompa[ñn]ar(le|la|lo|les)|consol|ayud\p{L}* a (?!\p{L}+(ar|er|ir)(?!\p{L}))\p{L}+|ayudar(le|la|lo|les)|c[óo]mo (le|la|lo|les) ayudo|qu[ée] (le|les) (digo|diga|puedo decir|escribo)|estar (ah[íi]|a su lado|presente) |hacer por (él|ella|mi|su))/iu;
const ANY_LOSS = /(?<!\p{L})(muri[óo]|falleci|p[ée]rdida|muerte|perdi[óo] a|ha perdido a)/iu;
const BREAKUP =
  /(?<!\p{L})(ruptura|romp(imos|i[óo]|iste)|terminamos|termin[óo] conmigo|me dej[óo]|me ha dejado|nos dejamos|lo dejamos|separaci[óo]n|nos separamos|separad[oa]|divorci|desamor|coraz[óo]n roto|mal de amores|superar a|supero a|olvidar(le|la|lo)|olvido a|olvidar a|dej(ar|o) de pensar en|no (puedo|consigo) dejar de pensar|dejar ir a|pasar p[áa]gina|ex(-|\s)?(pareja|novi[oa]|marido|mujer|esposo|esposa)?(?!\p{L}))/iu;

const PET =
  /(?<!\p{L})(perr[oa]s?|perrit[oa]s?|cachorr\p{L}*|gat[oa]s?|gatit[oa]s?|michis?|minin[oa]s?|mascotas?|conej\p{L}*|h[áa]mster|cobaya|caballo|yegua|loro|periquito|p[áa]jaro|tortuga|hur[óo]n|peludit[oa]|peludo|peluda)(?!\p{L})/iu;
const PET_HEALTH =
  /(?<!\p{L})(enferm(?!er)|veterinari|vet(?!\p{L})|operaci|operar|(se|le|la|lo) oper(a|an|ar[áa]n?)(?!\p{L})|operad[oa]s?(?!\p{L})|cirug|tumor|c[áa]ncer|diagn[óo]stic|tratamiento|quimio|medicaci|se (va a )?(curar|recuperar|poner bien)|se curar[áa]|se recuperar[áa]|recuperaci|sanar|salud|infecci|insuficiencia|an[áa]lisis|s[íi]ntoma|no come|v[óo]mit|cojea|convuls|sobreviv|vivir[áa]|morir|muera|eutanasia|sacrificar|dormir(le|la|lo)?(?!\p{L})|dormir a|hospital|ingresad|dolor|sufr|biopsia|fractura|herid|envenen|alergia|leucemia|epilepsia|artrosis|pron[óo]stico|mejorar[áa]|se pondr[áa] bien)/iu;
const PERSON =
  /(?<!\p{L})(madre|padre|mam[áa]|pap[áa]|abuel\p{L}*|herman\p{L}*|hij[oa]s?|beb[ée]|pareja|novi[oa]|marido|esposo|esposa|mujer|amig[oa]s?|t[íi][oa]s?|prim[oa]s?|suegr\p{L}*|sobrin\p{L}*|familiar|ser querido|persona querida|compa[ñn]er[oa])(?!\p{L})/iu;
const ILLNESS =
  /(?<!\p{L})(enferm(?!er)|hospital|ingresad|uci(?!\p{L})|urgencias|operaci[óo]n|operar(le|la|lo)?|(se|le|la|lo) oper(a|an|ar[áa]n?)(?!\p{L})|cirug|c[áa]ncer|tumor|quimio|radioterapia|diagn[óo]stic|met[áa]stasis|se (va a )?(curar|recuperar|poner bien)|se curar[áa]|se recuperar[áa]|recuperaci[óo]n|sanar[áa]|biopsia|infarto|ictus|derrame|alzh[ée]imer|demencia|parkinson|esclerosis|leucemia|salud de (mi|su|nuestr)|su salud|trasplante|pron[óo]stico|terminal|paliativ|covid|accidente|se pondr[áa] bien|pruebas m[ée]dicas|resultados m[ée]dicos)/iu;

const MIND =
  /(?<!\p{L})(ansiedad|ansios|angusti|estr[ée]s|estresad|agotad[oa]|agotamiento|burn ?-?out|quemad[oa] (en|con|del|por)|s[íi]ndrome del quemado|depresi|deprimid|tristeza|estoy triste|me siento (tan |muy |algo |un poco )?(triste|mal|vac[íi]|perdid|sin fuerzas|sin energ|abrumad|agobiad|bloquead|apagad|hundid|desbordad|fatal)|sin (fuerzas|energ[íi]a|ganas de nada)|baj[óo]n|baj[oa] de [áa]nimo|(mi|el) [áa]nimo|estado de [áa]nimo|desanimad|salud (mental|emocional)|bienestar (emocional|mental)|equilibrio emocional|paz interior|ataques? de p[áa]nico|p[áa]nico|insomnio|no (puedo )?dormir|no duermo|abrumad|(estoy|me siento) agobiad|saturad|no puedo m[áa]s|desbordad|(ir a|empezar) terapia(?! de pareja)|cansancio|(un|una|al|a la|mi) psic[óo]log|psiquiatr|(tan|muy) cansad)/iu;

/** Someone else's low mood: the asker supports them rather than speaks of their own. */
const OTHERS_MIND =
  /(?<!\p{L})((ayud|apoy|acompa[ñn])\p{L}* a (mi|mis|su|sus|nuestr)|(su|sus) (ansiedad|depresi|estr[ée]s|tristeza|salud|[áa]nimo))/iu;
const CHILD_WORDS =
  /(?<!\p{L})((mi|mis|nuestr[oa]s?|a mi|con mi) (hij[oa]s?|ni[ñn][oa]s?|peque[ñn][oa]s?|peques?|beb[ée]s?|adolescentes?|hijastr[oa]s?|chaval(es)?)(?!\p{L})(?! interior)|crianza|criar|ser (buena |mejor )?(madre|padre|mam[áa]|pap[áa])|como (madre|padre|mam[áa]|pap[áa])|maternidad|paternidad|rabietas|acoso escolar|bullying)/iu;
const FRIEND = /(?<!\p{L})(amig[oa]s?|amistad(es)?)(?!\p{L})/iu;
const RIFT =
  /(?<!\p{L})(pele|discut|discusi|enfad|enoj|molest|distanci|alej|no me habla|dej[óo] de hablar|dejamos de hablar|ya no (me )?habla|hablarme|volver a hablar|ignor|bloque|traici|rencor|perdon|disculp|arregl|reconcili|resentid|dolid|herid|celos|envidia|me fall|sincer|fals[oa]|confi|mient|mentir|ghost|silencio|malentendido|conflicto|problema|tensi|romp)/iu;
/**
 * What breaks or mends a friendship: a fight, a silence, a pardon. Doubting a friend's honesty, feeling
 * them drift away or envy one are a friendship's trust and closeness (FRIEND_TRUST), not a fight.
 */
const FRIEND_FIGHT =
  /(?<!\p{L})(pele|discut|discusi|enfad|enoj|molest|no me habla|dej[óo] de hablar|dejamos de hablar|ya no (me )?habla(?!mos (tanto|como antes|igual|todos))|hablarme|volver a hablar|ignor|bloque|traici|rencor|perdon|disculp|arregl|reconcili|resentid|dolid|herid|me fall|ghost|silencio|malentendido|conflicto|problema|tensi|romp)/iu;
/**
 * Trust and closeness in a friendship: whether a friend is honest or real, envy, drifting apart, staying
 * close after a move, who gives more, who shows up.
 */
const FRIEND_TRUST =
  /(?<!\p{L})(sincer\p{L}*|honest\p{L}*|fals[oa]s?(?!\p{L})|falsedad|hip[óo]crit\p{L}*|confi(ar|o|[íi]o|anza|able|ables)(?!\p{L})|de confianza|mient\p{L}*|mentir\p{L}*|celos\p{L}*|envidi\p{L}*|distanci\p{L}*|alej\p{L}*|enfri\p{L}*|(por|de) inter[ée]s(?!\p{L})|interesad[oa]s?(?!\p{L})|me (usa|utiliza|busca|llama|escribe) (solo |s[óo]lo )?(cuando|por|para)|solo me (busca|llama|escribe|quiere)|a mis espaldas|habla mal de m[íi]|(amig[oa]s?|amistad(es)?) (de verdad|real(es)?|verdader[oa]s?|sinceras?|t[óo]xic[oa]s?|sanas?|de (toda la vida|siempre)|a distancia)|(verdader[oa]s?|buen[oa]s?|mal[oa]s?|aut[ée]ntic[oa]s?) (amig[oa]s?|amistad(es)?)|(seguir|seguiremos|sigamos|seguimos) (siendo )?(amig[oa]s|tan (amig[oa]s|cerca|unid[oa]s)|unid[oa]s|cerca|en contacto|igual)|(mantener|conservar|cuidar|salvar|perder) (la |nuestra |esta |esa |mi )?amistad|(perder|perder[ée]|voy a perder) a (mi|mis|esta|esa)|(cuando|si|ahora que|aunque) se (mude|muda|vaya|va a vivir|marche|ha mudado|ha ido|fue a vivir)|(mi|nuestra|esta|esa|vuestra) amistad(?!es)|cada vez (hablamos|nos vemos|quedamos|nos escribimos) menos|ya no (es|somos) (igual|como antes|lo mismo|tan)|se alegra(r[áa])?(?!\p{L})|puedo contar con|cuenta conmigo|(est[áa]|estar[áa]) (ah[íi]|a mi lado) (para m[íi]|cuando)|(nunca|jam[áa]s) (me )?(escribe|llama|pregunta|propone|busca)|(no|nunca) (tiene|saca|encuentra) (tiempo|un rato|un hueco) para (m[íi]|nosotr[oa]s|vernos|quedar)|siempre (soy yo|tengo que ser yo) (la|el) que|soy (yo )?(siempre )?(la|el) [úu]nic[oa] que|rec[íi]proc\p{L}*|reciprocidad|doy m[áa]s (de lo que|que) (recibo|me dan))/iu;
/** Giving more than one gets, said without naming a friend. */
const GIVING_MORE =
  /(?<!\p{L})(doy (siempre )?m[áa]s (de lo que|que lo que|que) (recibo|me dan|me devuelven)|siempre (doy|pongo) m[áa]s( yo)?(?=\s*[?.!,]|\s*$| de mi parte)|nunca recibo lo mismo|soy (siempre )?(yo )?(la|el) que (m[áa]s )?(da|pone|cuida|escribe primero|llama primero))/iu;
/** A crush or a romance: a friend one may love is not a question of friendship. */
const ROMANCE =
  /(?<!\p{L})(algo m[áa]s|enamor\p{L}*|me gusta (mi|un|una|el|la)|(le|les) (gusto|atraigo|intereso)|atrac\p{L}*|(ser|seremos|ser[íi]amos|acabar|acabaremos) (pareja|novi[oa]s)|salir con (él|ella)|cita|bes(o|ar|arnos|amos)|(un|tener|tenemos|tuvimos) rollo|amor|romance|rom[áa]ntic\p{L}*|amigos con derechos|friendzone|zona de amigos|(siente|sentir[áa]) algo|lo mismo que yo)(?!\p{L})/iu;

/** A relative other than the asker's child, whose words are CHILD_WORDS. */
const RELATIVE =
  /(?<!\p{L})(madres?|padres?|mam[áa]s?|pap[áa]s?|abuel\p{L}*|herman\p{L}*|(mi|mis|tu|tus|su|sus|nuestr[oa]s?) t[íi][oa]s?|prim[oa]s?|suegr\p{L}*|cu[ñn]ad[oa]s?|nuera|yerno|sobrin\p{L}*|familia|familiares?)(?!\p{L})/iu;
/** What breaks or mends a bond in a family: a fight, a silence, a pardon, a limit. */
const FAMILY_RIFT =
  /(?<!\p{L})(pele|discut|discusi|bronca|enfad|enoj|distanci|alejad[oa]s?|nos (hemos )?alejado|nos alejamos|no (me|nos) habla|no (nos )?hablamos|dej[óo] de hablar(me|nos)?|dejamos de hablar|ya no (me |nos )?habla|sin hablar(nos)?|hablarme|hablarnos|(volver|volver[ée]|volveremos|vuelva|volvamos) a hablar|cort(ar|[ée]|amos|[óo]) (el |todo )?contacto|contacto cero|ignor|rencor|resentid|resentimiento|perdon|disculp|arregl\p{L}* (las cosas|lo nuestro|la relaci|con)|arreglarnos|reconcili|las paces|conflicto|tensi[óo]n (con|entre|en)|me (hizo|ha hecho|hace) da[ñn]o|l[íi]mites?|llevar(me|nos) bien|llevar[ée] bien|llevaremos bien|nos llevemos bien|llevarnos mejor|nos llevamos (mal|fatal)|me llevo (mal|fatal)|relaci[óo]n con (mi|mis)|reproch|no me acepta|me rechaz)/iu;
const FEELINGS =
  /(?<!\p{L})(qu[ée] (siente|sentir[áa]|piensa|pensar[áa]|opina|opinar[áa])(?!\p{L})|siente (algo|lo mismo)|sentir[áa] (algo|lo mismo)|sus sentimientos|sentimientos (hacia|por) m[íi]|siente por m[íi]|(?<!(gente|personas|quienes|los|las|todos|todas) que )me (quiere|querr[áa]|ama|amar[áa]|ha querido|quiso|amaba|quer[íi]a)(?!\p{L})(?!\s+\p{L}+(ar|er|ir)(?!\p{L}))|me (extra[ñn]a|extra[ñn]ar[áa]|echa de menos|echar[áa] de menos|recuerda)(?!\p{L})|piensa en m[íi]|pensar[áa] en m[íi]|(le|les) (gusto|gustar[ée]|atraigo|intereso|importo|importar[ée])(?!\p{L})|le parezco|est[áa] interesad[oa]|interesad[oa] en m[íi]|est[áa] enamorad|enamorad[oa] de m[íi]|se (fija|ha fijado) en m[íi]|sus intenciones|qu[ée] intenciones|me corresponde|jugando conmigo|juega conmigo|me (miente|enga[ñn]a|es infiel)(?!\p{L})|hay otra persona)/iu;

const EX = /(?<!\p{L})ex(-|\s)?(pareja|novi[oa]|marido|mujer|esposo|esposa|amante)?(?!\p{L})/iu;
const RETURN =
  /(?<!\p{L})(volver[áa]|volveremos|volvamos|vuelva(mos)?|vuelve(?!\p{L})|volver con|volver a (estar|ser|intentarlo|empezar|salir)|regresar[áa]|regrese|regresar con|reconcili|recuperar(le|la|lo)|recuperar[ée]? a|(otra|segunda) oportunidad|retom|arrepient|arrepentir[áa]|me buscar[áa]|dar(nos)? otra)/iu;
const WITH_ME =
  /(?<!\p{L})(conmigo|juntos|juntas|con [ée]l|con ella|a mi lado|a m[íi](?!\p{L})|a mi vida|lo nuestro|nos reconcili|reconciliarnos|me dej[óo]|haberme dejado)/iu;
const NOT_A_LOVER =
  /(?<!\p{L})(amig|amistad|herman|madre|padre|mam[áa]|pap[áa]|hij[oa]|abuel|prim[oa]|t[íi][oa](?!\p{L})|jef|compa[ñn]er|trabajo|empresa|ciudad|pa[íi]s)/iu;
const MOVING_ON =
  /(?<!\p{L})(super|olvid|pasar p[áa]gina|seguir adelante|sigo adelante|solt|dejar ir|sanar|reencontr|dejar de pensar|sin [ée]l|sin ella|duelo|alguien|nueva pareja|nuevo amor|encontrar)/iu;

const THE_ONE =
  /(?<!\p{L})((el|la) (indicad[oa]|elegid[oa]|definitiv[oa])(?!\p{L})|(la|mi) persona (indicada|correcta|adecuada|de mi vida)|el hombre (de mi vida|indicado|correcto|adecuado)|la mujer (de mi vida|indicada|correcta|adecuada)|almas? gemelas?|llamas? gemelas?|media naranja|el amor de mi vida|destinad[oa]s? (a (estar|ser|vivir|acabar|terminar) juntos|el uno|a estar)|destinad[oa] (a m[íi]|para m[íi])|predestinad|hech[oa]s (el uno )?para (el otro|estar juntos)|es (él|ella) para m[íi])/iu;
const MARRIAGE =
  /(?<!\p{L})(casar\p{L}*|me caso|nos casamos|nos casemos|se casar[áa]|boda|(la mano|matrimonio)(?!\p{L})|pedida de mano|me propondr|propondr[áa]|comprometernos|nos comprometeremos|nos comprometemos|compromiso (de boda|matrimonial)|anillo|prometid[oa]|altar|vestido de novia)/iu;
const OWN_MARRIAGE = /(?<!\p{L})(mi|nuestro|su) matrimonio/iu;
const NEW_RELATIONSHIP =
  /(?<!\p{L})(nueva relaci[óo]n|relaci[óo]n (nueva|reciente)|(nos )?(estamos|estoy) conociendo|(llevamos|llevo) (\p{L}+ ){0,2}(semanas|mes|meses|d[íi]as) (saliendo|juntos|juntas|hablando|vi[ée]ndonos|quedando|conoci[ée]ndonos)|(semanas|meses|d[íi]as) (saliendo|hablando|quedando|de relaci[óo]n|juntos|con [ée]l|con ella|vi[ée]ndonos)|(estoy|estamos) saliendo|saliendo con|salgo con|empec[ée] a salir|empezamos a salir|acabo de conocer|conoc[íi] a (alguien|un chico|una chica|un hombre|una mujer)|reci[ée]n (conocid|empezad)|(hacia|a|ad) ?d[óo]nde va (esto|lo nuestro|esta relaci|la relaci|nuestra relaci|lo que tenemos)|va en serio|(algo|relaci[óo]n) (serio|seria)|ir[áa] a m[áa]s|va a m[áa]s|llegar[áa] a algo (serio|m[áa]s|lo que)|lo que (tengo|tenemos) con|(primera|segunda|tercera) cita|app de citas|tinder|bumble|formalizar|ser novios|seremos novios|oficializar|qu[ée] somos)/iu;
const RELATIONSHIP =
  /(?<!\p{L})(mi relaci[óo]n|nuestra relaci[óo]n|la relaci[óo]n con mi (pareja|novi[oa]|marido|esposo|esposa|mujer)|lo nuestro|como pareja|nuestro futuro|vivir juntos|vivir juntas|irnos a vivir|irme a vivir con|vivir con mi (pareja|novi[oa])|convivi|convivencia|dur(ar[áa]|aremos|ar) (lo nuestro|la relaci|nuestra relaci|juntos|mi relaci)|futuro (juntos|juntas|de (nuestra|mi|la) relaci|con (él|ella|mi (pareja|novi[oa]|marido|mujer|esposo|esposa)))|mi matrimonio|nuestro matrimonio|terapia de pareja|crisis de pareja|romper con|dejar(le|la)(?!\p{L})|dejar a mi (pareja|novi|marido|mujer|esposo|esposa)|separarnos|tener (un )?hij[oa]s? (con|juntos)|formar una familia)/iu;
const OTHER_BOND =
  /(?<!\p{L})relaci[óo]n con (mi|mis|el|la|los|las) (jef|madre|padre|mam|pap|herman|hij|famil|amig|compa[ñn]er|suegr|abuel|t[íi][oa]|prim[oa]|cu[ñn]ad|nuera|yerno|sobrin|dinero|comida|trabajo|cuerpo)/iu;
const PARTNER =
  /(?<!\p{L})(mi|nuestr[oa]) (pareja|novi[oa]|marido|esposo|esposa|mujer|chico|chica)(?!\p{L})/iu;
const PRACTICAL =
  /(?<!\p{L})(trabaj|emple|entrevista|piso|casa(?!\p{L})|hipoteca|dinero|deuda|examen|oposici|negocio|sueldo|aumento|mudar|mudanza|salud|enferm|viaj|vacaciones|escapada|luna de miel|vuelo)/iu;
const MEET =
  /(?<!\p{L})(conocer[ée]? (por fin |al fin )?a (alguien|una persona|la persona|mi pareja|mi futur|un chico|una chica|un hombre|una mujer)|conocer[ée] (al|el) amor|encontrar[ée]? (el amor|pareja|a alguien|a mi pareja|novi[oa]|a la persona|a mi persona|a un chico|a una chica|a un hombre|a una mujer|un chico|una chica|un hombre|una mujer|al amor)|llegar[áa] (el amor|alguien|mi pareja)|aparecer[áa] (alguien|el amor|mi pareja)|(tendr[ée]|voy a tener) (pareja|novi[oa])|mi futur[oa] (pareja|novi[oa]|marido|esposa|esposo|mujer)|pr[óo]xim[oa] (pareja|novi|amor|relaci)|nuevo amor|volver[ée] a enamorarme|me enamorar[ée]|enamorarme|solter[oa]s?|solter[íi]a|sin pareja|sol[oa] (toda la vida|para siempre|el resto))/iu;
const LONELY =
  /(?<!\p{L})(soledad|solitari|aislad|aislamiento|(me siento|estoy|sentirme|vivo|estar|quedarme|quedar[ée]|estar[ée]|siento) (tan |muy |demasiado )?sol[oa](?!\p{L})|no tengo amig|sin amig|hacer amig|hago amig|nuev[oa]s amig|encontrar amig|conocer (a )?gente|no conozco a nadie|nadie me (entiende|quiere|llama|escribe|busca|invita)|no encajo|encajar|sentirme parte|pertenecer|c[íi]rculo social|vida social|reci[ée]n llegad)/iu;
const MOVE =
  /(?<!\p{L})(mud(arme|arnos|arse|ar[ée]|aremos|ar[áa]|o|amos|e)(?!\p{L})|mudanza|emigr|irme a vivir|irnos a vivir a|irme (al|a otro|a otra|fuera|lejos|de aqu[íi]|de mi pa[íi]s)|vivir (fuera|al extranjero|en el extranjero|en otr[oa])|extranjero|otro pa[íi]s|otra ciudad|nueva ciudad|ciudad nueva|nuevo pa[íi]s|pa[íi]s nuevo|cambiar de (ciudad|pa[íi]s|aires)|cambio de (ciudad|pa[íi]s|aires)|trasladar|traslado|(quedarme|me quedo) en (?!(este|mi|el|la|esta) (trabajo|empleo|puesto|empresa|relaci)|casa)|volver a (mi pa[íi]s|mi ciudad|casa de mis padres|espa[ñn]a|mi tierra)|regresar a (mi pa[íi]s|mi ciudad|espa[ñn]a))/iu;
const HOME =
  /(?<!\p{L})(piso|pisos|apartamento|vivienda|hipoteca|alquil\p{L}*|inmobiliari|casero|casera|(comprar|compro|compramos|comprar[ée]|compraremos|alquilar|encontrar[ée]?|encontraremos|conseguir[ée]?|conseguiremos|vender|vendo|buscar|busco|reformar) (una |la |mi |nuestra |un |el |otra |otro )?(casa|departamento|depa|chalet|hogar)(?!\p{L})|casa (propia|nueva)|propio hogar|casa de mis sue[ñn]os|solicitud (de|del|para) (la |el )?(alquiler|piso|vivienda|casa|apartamento))/iu;
const JOB =
  /(?<!\p{L})((encontrar[ée]?|encuentr[eo]|conseguir[ée]?|consig[ao]|buscar|busco|buscando|tendr[ée]|obtener|obtendr[ée]) (un |el |otro |nuevo |ese |este |mi |una |la )?(nuevo |buen |primer )?(trabajo|empleo|curro|chamba|puesto|pr[áa]cticas)|b[úu]squeda de (trabajo|empleo)|entrevista|desemplead|en paro|en el paro|sin (trabajo|empleo)|curr[íi]cul|cv(?!\p{L})|candidatura|postul|oferta de (trabajo|empleo)|me (contratar|llamar)[áa]n|contratar[áa]n|me cojan|me elijan|proceso de selecci|selecci[óo]n de personal|me van a (llamar|contratar|coger)|volver a trabajar|reincorpor)/iu;
const RAISE =
  /(?<!\p{L})(aumento(?! de (peso|precio|alquiler))|subida (de sueldo|salarial|de salario)|subir(me)? el (sueldo|salario)|me (suban|subir[áa]n) el sueldo|ascen(so|der|der[áa]n|dido|dida)|promoci[óo]n(?! de)|promocionar[ée]|m[áa]s sueldo|mejor sueldo|negociar (el |mi )?(sueldo|salario)|revisi[óo]n salarial)/iu;
const CAREER =
  /(?<!\p{L})(dej(ar|o|ar[ée]) (mi|el|este) (trabajo|empleo|puesto|curro)|renunci|dimit|cambiar de (trabajo|empleo|profesi|carrera|sector|rumbo)|cambio (de|profesional) ?(trabajo|empleo|profesi|carrera|sector|rumbo)?|reinvent|reconvert|negocio|emprend|aut[óo]nom|freelance|por mi cuenta|mi (propia )?empresa|montar (mi|un|una)|abrir (mi|un|una) (propi[oa] )?(negocio|tienda|panader|pasteler|cafeter|restaurante|bar|estudio|empresa|consulta|academia)|startup|vocaci[óo]n (profesional|laboral)|dedicarme a|vivir de (la|mi|lo que)|ganarme la vida (con|como)|tomarme en serio|en serio (la|mi) |apostar (en serio )?por (mi|la) (m[úu]sica|arte|pintura|escritura)|(ser|hacerme|convertirme en|llegar[ée]? a ser) (un |una )?(escritor|escritora|novelista|pintor|pintora|ilustrador|ilustradora|m[úu]sic[oa]|cantante|actor|actriz|artista|fot[óo]graf[oa]|guionista|cineasta)(?!\p{L})|mi (propio )?proyecto(?! (creativo|art[íi]stico|musical|literario|de (escritura|pintura|m[úu]sica)))|proyecto personal|carrera (profesional|art[íi]stica|musical)|volver a (estudiar|la universidad)|qu[ée] (carrera|debo estudiar|deber[íi]a estudiar)|salto profesional|(me quedo|quedarme|sigo|seguir) en (este|mi|el) (trabajo|empleo|puesto))/iu;
/** Someone at work, or work itself as a place where people meet: a boss, a manager, colleagues, the team. */
const WORK_PERSON =
  /(?<!\p{L})(jef[ae]s?|jefaz[oa]|(mi|tu|su|el|la|al|del|nuestr[oa]) responsable|encargad[oa]s?|supervisor(a|es|as)?|gerentes?|director(a|es|as)?|managers?|mandos? intermedios?|compa[ñn]er[oa]s?(?! de (clase|piso|cuarto|colegio|universidad|facultad|instituto|habitaci|viaje|vida))|colegas|(mi|el|nuestro|del|al) equipo|(mi|el|del) departamento|en (el|mi) (trabajo|curro|empleo|puesto)|en la (oficina|empresa)|mi trabajo|ambiente laboral|clima laboral)(?!\p{L})/iu;
/** What goes wrong with people at work: friction, being left out or unseen, credit taken, too much put on one. */
const WORK_TROUBLE =
  /(?<!\p{L})(dif[íi]cil|complicad|lidi|llevar(me)? (bien|mal|mejor)|me llevo (mal|fatal)|conflicto|tensi[óo]n|tenso|roce|problemas? con|discut|discusi|pele|enfad|excluy|me (dejan|deja) (de lado|fuera)|me ignor|no me (valora|valoran|aprecia|aprecian|reconoce|reconocen|tiene en cuenta|tienen en cuenta|escucha|escuchan|respeta|respetan|ven|ve|hablan|habla)(?!\p{L})|(valora|valoran|aprecia|aprecian|reconoce|reconocen) (mi|el) (trabajo|esfuerzo)|invisible|se (lleva|llevan|apropia|apropian) (el m[ée]rito|los m[ée]ritos|mis ideas|de mis ideas)|me (grita|gritan|critica|critican|humilla|humillan|interrump\p{L}*|menosprecia|menosprecian|controla|controlan|presiona|presionan|trata|tratan)(?!\p{L})|me hablan? por encima|mal ambiente|el ambiente|celos|envidia|rumores|cotilleo|chismes|acoso|mobbing|carga de trabajo|demasiado trabajo|sobrecarga|l[íi]mites|decir que no|recursos humanos|injust|favoritismo|qu[ée] (piensa|opina|pensar[áa]|opinar[áa]) (de m[íi] )?(mi|el|la) (jef[ae]|responsable|encargad[oa]|supervisor(a)?|gerente|director(a)?)(?!\p{L}))/iu;
const EXAM =
  /(?<!\p{L})(ex[áa]men(es)?|aprob(ar|ar[ée]|e|o|ado|ada)(?!\p{L})|suspend\p{L}*|oposici\p{L}*|oposit\p{L}*|selectividad|evau|ebau|pau(?!\p{L})|carn[ée]t|permiso de conducir|licencia de (conducir|manejo)|prueba (de acceso|de nivel|te[óo]rica|pr[áa]ctica|de conducir|de idiomas?|f[íi]sica|de ingreso)|pasar[ée]? la prueba|te[óo]rico|pr[áa]ctico de conducir|tesis|tfg|tfm|fin de (grado|m[áa]ster)|estudi\p{L}*|universidad|m[áa]ster|doctorado|notas|calificaci|matr[íi]cula|beca|certificaci|toefl|ielts|mir(?!\p{L})|asignatura|convocatoria|temario)/iu;
/** An exam named as one: "suspender" a hearing, a recording "estudio" or an art grant are not exams. */
const EXAM_ITSELF =
  /(?<!\p{L})(ex[áa]men(es)?|oposici|oposit|selectividad|evau|ebau|pau(?!\p{L})|carn[ée]t|permiso de conducir|licencia de (conducir|manejo)|prueba (de acceso|de nivel|te[óo]rica|pr[áa]ctica|de conducir|de idiomas?|f[íi]sica|de ingreso)|tesis|tfg|tfm|fin de (grado|m[áa]ster)|asignatura|temario|universidad|m[áa]ster|doctorado|toefl|ielts|mir(?!\p{L}))/iu;
/** Buying on impulse is a habit to change unless it has already become a debt. */
const SHOPPING_HABIT =
  /(?<!\p{L})(compras? (compulsiv\p{L}*|por impulso)|compr\p{L}* (compulsivamente|por impulso)|adicci[óo]n a las compras)/iu;
const DEBT = /(?<!\p{L})(deuda|endeud|pr[ée]stamo|cr[ée]dito|n[úu]meros rojos|embargo|moros)/iu;
const MONEY =
  /(?<!\p{L})(deuda|endeud|debo dinero|pr[ée]stamo|cr[ée]dito|ahorr|dinero|finanz|financier|econ[óo]mi|pagar|pagos|facturas|gastos|presupuesto|ingresos|invertir|inversi[óo]n|inversiones|cripto|bitcoin|loter[íi]a|herencia|quiebra|bancarrota|banco|n[úu]meros rojos|fin de mes|impuestos|hacienda|sueldo|salario|cobrar|me deben|embargo|moros)/iu;
const SELF_SABOTAGE =
  /(?<!\p{L})(autosabot|auto-sabot|me saboteo|sabote|boicot|me boicoteo|mismo patr[óo]n|mismos patrones|mismos errores|(repit\p{L}*|repito) (siempre )?((los mismos|las mismas|el mismo|la misma) )?(errores|patrones|patr[óo]n|historias?|relaciones)|bucle|c[íi]rculo vicioso|misma piedra|(arruino|estropeo|destrozo|destruyo) (todo|lo bueno|las cosas buenas|mis relaciones)|alejo a (la gente|las personas|quien)|me alejo de (la gente|las personas|quien|lo bueno)|mi peor enemig[oa]|me pongo (la )?zancadilla)/iu;
const PROCRASTINATION =
  /(?<!\p{L})(procrastin|posterg|pospong|pospon|aplaz|dej(o|ar) (todo|las cosas|lo importante) para|lo dejo todo para|falta de (motivaci|disciplina|constancia|fuerza de voluntad|voluntad|ganas)|sin motivaci|motivaci[oó]n para|desmotivad|no tengo (motivaci|ganas de nada|disciplina|constancia|fuerza de voluntad)|no me motivo|motivarme|no (consigo|logro|puedo) (empezar|arrancar|ponerme|terminar|acabar|concentrarme)|no termino nada|no acabo nada|nunca termino|nunca acabo|(por qu[ée]|porqu[ée]) siempre|me bloqueo|bloquead[oa]|estancad[oa]|pereza|me cuesta (tanto )?(empezar|arrancar|ponerme|terminar|concentrarme)|me distraigo|disciplina|constancia)/iu;

/**
 * Work against family or a life of one's own, too much on one's plate, no time for oneself, always
 * rushing. A balance of the mind ("equilibrio emocional"), a spiritual one or a budget's is no such matter.
 */
const BALANCE_CORE = new RegExp(
  `(?<!\\p{L})(concili(ar|o|e|amos|aci[óo]n)(?! (el sue[ñn]o|con))|compagin\\p{L}*|equilibr(ar|o|e|io)(?! (emocional|espiritual|interior|energ[ée]tic\\p{L}*|mental|econ[óo]mic\\p{L}*|financier\\p{L}*|de (mis |las )?(cuentas|finanzas|gastos)))(?!\\p{L})|(?<!(tiene|tendr[áa]|saca|sac[óo]|encuentra|dedica|hace|hizo) )(tiempo|un rato|espacio|hueco|momentos?) (solo |s[óo]lo )?para ${ME}|tiempo para (mis hijos|mi familia|la familia|los m[íi]os|mi pareja|lo que (de verdad )?(me )?importa|mis cosas|nada|descansar|vivir)|(el )?trabajo y (la |mi )?(familia|vida|casa|hijos|mis hijos|los ni[ñn]os|la crianza|lo dem[áa]s|todo lo dem[áa]s)(?!\\p{L})|(la |mi )?(familia|vida (personal|privada)|casa|crianza|maternidad|paternidad) y (el |mi )?trabajo|vida (personal|privada|familiar) y (laboral|profesional)|vida (laboral|profesional) y (personal|privada|familiar)|no llego a todo|llegar a todo|llego a todo|(voy|ando|vivo|estoy|va) (siempre |todo el d[íi]a )?(con prisas|corriendo|a la carrera|a mil por hora|a mil)(?!\\p{L})|siempre con prisas|(demasiad[oa]s|tant[oa]s|muchas) (cosas|responsabilidades|obligaciones|frentes|tareas) (encima|a la vez|abiertos|abiertas|a mi cargo)|(mucho|demasiado) (en el plato|encima)|el trabajo (me )?(se )?(come|absorbe|quita)|me (come|quita|absorbe) (toda )?(la vida|todo el tiempo|todo mi tiempo)|vivir para trabajar|desconect(ar|o) (del|de mi) (trabajo|curro)|(apenas|casi no|nunca|no) (veo|disfruto|paso tiempo con|estoy con) (a )?(mis hij[oa]s|mi hij[oa]|mi familia|los ni[ñn]os|mis ni[ñn]os|mi pareja|los m[íi]os)|hacer malabares|malabarismos?|carga mental|tareas (de casa|dom[ée]sticas)|no me da la vida|no me llega el d[íi]a|no me dan las horas|me faltan horas)`,
  'iu',
);
/** Long hours, said alone: a boss who piles them on is trouble at work, so only the balance finds them. */
const LONG_HOURS =
  /(?<!\p{L})(trabaj(o|ar|ando) (tanto|demasiado|much[íi]simo|(tantas|demasiadas|muchas|much[íi]simas) horas)|(jornadas?|horarios?) (interminables?|eternas?|imposibles?|de locos)|vivo para trabajar|todo el d[íi]a trabajando)/iu;
/** No time, said alone: for a work of one's own or a thing put off it stays theirs. */
const NO_TIME =
  /(?<!\p{L})((no|nunca) (tengo|encuentro|saco) tiempo|me falta tiempo|falta de tiempo|sin tiempo (para|libre)|(sacar|saco|encontrar|encuentro) (m[áa]s )?tiempo (libre|para)|(m[áa]s|nada de|sin|poco|apenas) tiempo libre|nunca hay (suficiente )?tiempo|no hay (suficiente )?tiempo|no (me )?da (el|la) tiempo)/iu;

/**
 * A habit to change: drinking, smoking or vaping, the phone and scrolling, sugar, gaming, weed, buying on
 * impulse. A glass of wine for a dinner, a call to one's mobile or a game of football are not habits.
 */
const HABIT_ITSELF =
  /(?<!\p{L})(mal(os)? h[áa]bitos?|h[áa]bitos? (malos?|t[óo]xicos?|que (quiero|debo|tengo que|necesito) (cambiar|dejar|romper|quitarme))|(cambiar|dejar|romper|quitar(me)?|perder|superar) (un|el|este|ese|mis|mi|ese mal|este mal) h[áa]bitos?|(mi|este|ese|un) vicio|vicios?(?!\p{L})|adicci[óo]n|adict[oa]s?(?!\p{L})|enganchad[oa]s?|me engancho|desengancharme|(una |otra |la )?reca[íi]da|recaer|reca[íi]go|sobriedad|sobri[oa](?!\p{L})|enero seco|dry january|(semana|mes) (seca|seco|sin (alcohol|beber|fumar)))/iu;
const SUBSTANCE =
  /(?<!\p{L})(alcohol\p{L}*|beb(er|o|a|en|emos|iendo|ido)(?!\p{L})|bebida|borrach\p{L}*|resacas?|cervezas?|cubatas?|chupitos?|(copa|copas|copita|botella) de vino|(beber|bebo|tomo|tomar|me tomo) (\p{L}+ )?vino|de copas|(fumar|fumo|fume|fumando)|tabaco|cigarr\p{L}*|pitillos?|vape\p{L}*|vapear|vapeo|vaper|pods?(?!\p{L})|porros?|canutos?|marihuana|cannabis|hach[íi]s|fumetas|drogas?|coca[íi]na)(?!\p{L})/iu;
const SCREEN =
  /(?<!\p{L})(m[óo]vil|tel[ée]fono|pantallas?|redes sociales|redes|instagram|tiktok|scroll\p{L}*|hacer scroll|doomscroll\p{L}*|videojuegos?|consola|la play|fortnite|gaming|jugar (a la (play|consola)|online|al ordenador)|series|porno\p{L}*|caf[ée]s?|cafe[íi]na|az[úu]car|dulces|chuches|chocolate|comida basura|bollos|picar entre horas|compras|comprar ropa|(amazon|shein)(?!\p{L}))(?!\p{L})/iu;
/** Someone else's drinking or habit: the asker helps or worries rather than changes their own. */
const OTHERS_HABIT =
  /(?<!\p{L})((su|sus) (adicci|vicio|h[áa]bito|problema con|alcoholismo|forma de beber|consumo)|(bebe|fuma|vapea|juega|se droga|consume)(?!\p{L})|(ayud|apoy)\p{L}* a (mi|mis|su|sus|un|una) )/iu;
/** Wanting to stop, cut down or keep it in check, or how often and how much it happens. */
const CUT_DOWN =
  /(?<!\p{L})(dej(ar|o|e|ar[ée]|arlo|arla|o de|e de)|parar|paro|pare|reduc\p{L}*|reduzc\p{L}*|controlar\p{L}*|control(o|e)(?!\p{L})|menos|demasiad[oa]|much[oa]s? (horas|tiempo)|tanto|tantas|cortar|quitar(me|lo|la)?|desengancharme|desconectar|limitar|moderar|no (puedo|consigo|logro|s[ée]) (parar|dejar|estar sin|controlar|decir que no|soltar)|(cada|todas las) (noches?|d[íi]as?|fines? de semana|viernes|s[áa]bados?)|todos los (d[íi]as|fines de semana|viernes|s[áa]bados)|cada vez m[áa]s|sin parar|(semana|mes|d[íi]as?|enero|finde|fin de semana) (seco|secos|sin)|volver a (fumar|beber)|he vuelto a|sin (beber|fumar|alcohol|tabaco|m[óo]vil|pantallas)|enganch\p{L}*|me paso (el d[íi]a|las horas|horas|la noche|las noches|toda la tarde)|horas (con|en|mirando) (el|la|las)|soltar)/iu;

/** Measuring oneself against others, the first sign of a question about self-worth that is not about putting off. */
const COMPARING = /(?<!\p{L})(me comparo|compar(arme|[áa]ndome)|comparaci[óo]n con (los dem[áa]s|otr))/iu;
/** How one sees oneself: confidence, self-esteem, never feeling enough, the impostor, comparing. */
const SELF_WORTH = either(
  COMPARING,
  new RegExp(
    `(?<!\\p{L})(confianza en ${ME}|confiar (m[áa]s )?en m[íi] mism|seguridad en ${ME}|(creer|creo|crea|creer[ée]|creyendo) (m[áa]s )?en ${ME}|insegur\\p{L}* (conmigo|de ${ME}|en ${ME}))`,
    'iu',
  ),
  /(?<!\p{L})(autoestima|autoconfianza|amor propio|confianza en mi(s)? (mism[oa]|capacidad|valor)|(tener|ganar|m[áa]s|recuperar|falta de|sin|poca|nada de) (auto)?confianza(?! en )|(m[áa]s|ganar|tener|sin|falta de|poca) seguridad(?! (social|laboral|vial|econ[óo]mica|en ))|creerme capaz|(no )?(soy|ser[ée]|ser) (lo )?(bastante|suficiente(mente)?)(?! (dinero|tiempo|grande))|(me siento|sentirme) suficiente|nunca (soy|ser[ée]|me parece|me siento) suficiente|no (valgo|sirvo)( para nada)?(?!\p{L})|(mi|tu) (val[íi]a|propio valor)|valorarme|quererme|aceptarme|impostor|impostora|me siento insegur|mi inseguridad|mis inseguridades|no estoy a la altura|estar a la altura|(mi|la) voz (interior|cr[íi]tica)|cr[íi]tic[oa] interior|me critico)/iu,
);

/**
 * A court, a lawyer, a suit, a complaint to the police, custody or an appeal: words that make a question a
 * legal matter, even when it names an ex, a child, a landlord or the stress of it. "A mi juicio" is an
 * opinion and "perdiendo el juicio" one's mind; a lawyer by trade ("como abogada") is work.
 */
const COURT =
  /(?<!\p{L})((el|al|del|un|los|en el|en un) juzgados?|juzgados|tribunal(es)?|(?<!(como|soy|ser|estudiar|estudio|carrera de) )abogad[oa]s?|letrad[oa]s?|bufete|procurador(a)?|justicia gratuita|turno de oficio|defensor(a)? p[úu]blic[oa]|(juez|jueza|jueces)(?! (del|de un|de una) (concurso|certamen|festival|programa))|magistrad[oa]s?|fiscal[íi]a|(el|la) fiscal(?!\p{L})|jurado popular|(?<!(a|perdiendo|perdido) )(el|al|del|un|mi|nuestro|este|ese|pr[óo]ximo|primer) juicios?(?! (de (los |la |mis |otr)?(dem[áa]s|gente|otros|valor|amig|familia)|ajeno|final))|juicio (r[áa]pido|oral|penal|civil|laboral|de (divorcio|custodia|faltas|desahucio|despido))|(ir|ir[ée]|iremos|vamos|llegar|llegar[áa]|llevar(lo|la|le|les)?|acabar|terminar) a juicio|demand(ar|o|ar[ée]|ar[áa]|aremos|ar[áa]n|aron|ado|ada|ados|amos|e|en|arle|arla|arlo|arles|arme|arnos)(?!\p{L})|(poner|pongo|presentar|presento|presentar[ée]|interponer|ganar|ganar[ée]|gan[ée]|perder|perder[ée]|perd[íi]|retirar) (una |la |mi |esta |esa )?demanda|demanda (judicial|laboral|civil|penal|contra|por)|(la|mi|nuestra|esta|esa|una) demanda(?! (de|del) (?!(divorcio|custodia|paternidad|desahucio|despido)))|denunci\p{L}*|querella|pleito|litigi\p{L}*|sentencia|veredicto|apelaci[óo]n|apelar (la|el|contra)|recurrir|recurso (de (alzada|apelaci[óo]n|reposici[óo]n|amparo)|contencioso|contra)|(mi|nuestro) recurso(?!\p{L})|custodia|r[ée]gimen de visitas|patria potestad|pensi[óo]n (de )?alimentos|pensi[óo]n compensatoria|orden de alejamiento|desahuci\p{L}*|citaci[óo]n|citad[oa] a declarar|declarar (ante|en) (el|un) (juez|juzgado|tribunal)|testificar|antecedentes penales|delito|acusad[oa] de|(ir|entrar) (a|en) (la )?(c[áa]rcel|prisi[óo]n)|libertad condicional|impugn\p{L}*|judicial\p{L}*|jur[íi]dic\p{L}*|(asuntos?|problemas?|temas?|proceso|l[íi]os?|batalla|conflicto|disputa|caso|situaci[óo]n|tr[áa]mites?|acci[óo]n|acciones|v[íi]a|ayuda|asesor[íi]a|asesoramiento|consulta|defensa|medidas) legal(es)?(?!\p{L})|mediaci[óo]n (familiar|judicial)|acto de conciliaci[óo]n|papeleta de conciliaci[óo]n|despido improcedente|negligencia)/iu;
/** Papers to stay in a country: a visa, residence, nationality, asylum, an order to leave. */
const PAPERS =
  /(?<!\p{L})(visados?|(la|mi|una|el) visa(?!\p{L})|visa (de|para) |permiso de (residencia|trabajo)|tarjeta de residencia|residencia (legal|permanente|temporal|de larga duraci[óo]n|por arraigo)|renova(r|ci[óo]n de) (la |mi )?residencia|(la|mi) (nacionalidad|ciudadan[íi]a)(?!\p{L})|solicitud de (asilo|nacionalidad|ciudadan[íi]a|residencia|visado|protecci[óo]n)|(pedir|pido|ped[íi]|solicitar|solicit[ée]|mi|de|conseguir[ée]?|obtener|obtendr[ée]|dar[áa]n|concedan|conceder[áa]n) (el )?asilo(?! de)|asilo pol[íi]tico|protecci[óo]n internacional|arraigo|extranjer[íi]a|regulariza\p{L}*|(los|mis|tener|sin|conseguir|sacar) papeles(?!\p{L})|deporta\p{L}*|deporten(?!\p{L})|green card)/iu;
/** A claim against an insurer, a landlord, a company or an office, and the compensation it asks. */
const CLAIM =
  /(?<!\p{L})(aseguradora|(el|mi) seguro (me |nos )?(pag|cubr|indemniz|respond)\p{L}*|parte al seguro|reclamaci[óo]n|reclam(ar|o|ar[ée]|amos)(le|les)? (a|al|a la|contra|ante) (la |el |mi )?(aseguradora|seguro|empresa|casero|casera|propietari[oa]|banco|compa[ñn][íi]a|ayuntamiento|administraci[óo]n|constructora|aerol[íi]nea|tienda|comunidad|arrendador)|indemnizaci[óo]n|da[ñn]os y perjuicios)/iu;
/** Not a court: a contest's jury, a complaint taken to human resources (trouble at work). */
const NOT_COURT = /(?<!\p{L})(concurso(?! de acreedores)|certamen|festival|recursos humanos|rrhh)(?!\p{L})/iu;
/** Whose view of one's matter is a professional's, not a heart's: a judge, a lawyer, an editor, the public. */
const PROFESSIONAL_EYES =
  /(?<!\p{L})(juez|jueza|jueces|tribunal|jurado|abogad[oa]|fiscal|mediador(a)?|perito|editorial(es)?|editor(a)?|galerista|agente literari[oa]|(el|al|del) p[úu]blico|lectores|lectoras|cr[íi]tic[oa]s)(?!\p{L})/iu;

/** A work of one's own that a question names: a novel, poems, paintings, an album, a film, a game. */
const WORK =
  '(novelas?|libros?|poemarios?|poemas|poes[íi]as?|versos|relatos|cuentos|manuscritos?|gui[óo]n(es)?|guion(es)?|c[óo]mics?|novela gr[áa]fica|cuadros?|pinturas|lienzos|ilustraciones|dibujos|acuarelas|obras?(?! (de|en) (la |mi )?(casa|cocina|ba[ñn]o|piso|reforma|construcci))|exposici[óo]n|disco(?! duro)|[áa]lbum|ep|maqueta|canci[óo]n|canciones|single|cortometrajes?|corto|largometraje|documental|pel[íi]cula|obra de teatro|videojuego|juego|fotograf[íi]as|fotos|esculturas|cer[áa]micas)';
/** The same named by what one does with it: writing a book, recording an album, showing paintings. */
const MADE =
  '(novela|libro|poemario|poemas|relatos|cuentos|manuscrito|gui[óo]n|guion|c[óo]mic|cuadros|lienzos|disco|[áa]lbum|ep|maqueta|canciones|canci[óo]n|cortometraje|corto|documental|pel[íi]cula|obra de teatro|exposici[óo]n|videojuego)';
/** A creative work of one's own: finishing it, getting it published or shown, its audience, a block. */
const CREATIVE = new RegExp(
  `(?<!\\p{L})((mi|mis|nuestr[oa]s?) (primer[oa]? |nuev[oa]s? |segund[oa] |propi[oa]s? |pr[óo]xim[oa] |[úu]ltim[oa]s? )?${WORK}(?!\\p{L})|(escrib\\p{L}*|termin\\p{L}*|acab\\p{L}*|public\\p{L}*|edit(ar|en|ar[áa]n?|ar[ée])|envi\\p{L}*|mand\\p{L}*|grab\\p{L}*|sac(ar|o|ar[ée]|ar[áa])|pint\\p{L}*|compon\\p{L}*|compus\\p{L}*|rod(ar|ar[ée]|amos|ando)|dibuj\\p{L}*|expon\\p{L}*|expondr\\p{L}*|estren\\p{L}*|mont(ar|o|ar[ée])) (\\p{L}+ ){0,2}(una? |el |la |los |las |mis? |este |esta )?${MADE}(?!\\p{L})|(conseguir[ée]?|lograr[ée]?|llegar[ée]? a) publicar|editorial(es)?|editor(a|es|as)?(?! de (v[íi]deo|video|c[óo]digo|texto))(?!\\p{L})|agente literari\\p{L}*|agencia literaria|galerista|galer[íi]as?(?! (comercial|de (fotos|im[áa]genes)|del (m[óo]vil|tel[ée]fono)))(?!\\p{L})|sello (discogr\\p{L}*|independiente)|discogr[áa]fica|micro abierto|open mic|concurso (literario|de (relato|cuento|poes|pintura|fotograf|cortos|cortometrajes|novela))|certamen|premio literario|festival de (cine|cortos|cortometrajes)|autopublic\\p{L}*|(bloqueo|crisis) (creativ\\p{L}*|del escritor|de escritor(a)?|art[íi]stic\\p{L}*)|creatividad|sin inspiraci[óo]n|(la|mi) inspiraci[óo]n|mi musa|mi lado (creativo|art[íi]stico)|mi (arte|m[úu]sica|escritura|pintura|poes[íi]a)(?!\\p{L})|proyecto (creativo|art[íi]stico|musical|literario)|(seguir|sigo|volver a|vuelvo a|empezar a|empiezo a|retomar|retomo|dejar de|dejo de) (escribir|escribiendo|pintar|pintando|componer|componiendo|dibujar|dibujando|hacer m[úu]sica|haciendo m[úu]sica)(?!\\p{L}))`,
  'iu',
);
/** Reading someone else's book is no work of one's own. */
const READING =
  /(?<!\p{L})(leer|leyendo|le[íi]do|leo|lectura de) (el|un|este|ese|la|una) (libro|novela|c[óo]mic)/iu;
/** Putting off in so many words: a novel one procrastinates on stays a matter of putting off. */
const PUTTING_OFF =
  /(?<!\p{L})(procrastin|posterg|pospong|pospon|aplaz|motiva|desmotiva|disciplina|constancia|pereza|fuerza de voluntad|(dejo|dejar|lo dejo) (todo|las cosas|lo importante)|(termino|acabo) nada|nunca (termino|acabo))/iu;
/** Stuck, out of ideas: said of a work, a creative block rather than one's mood. */
const BLOCKED = /(?<!\p{L})(bloque\p{L}*|atascad[oa]|estancad[oa]|sin ideas|sin inspiraci)/iu;

/**
 * Purpose, calling, the meaning and direction of one's life, a spiritual path or a lesson of the soul.
 * New year's resolutions ("propósitos de año nuevo") and one's destination for work are not purpose.
 */
const PURPOSE =
  /(?<!\p{L})((mi|el|un|tu|nuestro) prop[óo]sito(?! de (a[ñn]o nuevo|este a[ñn]o|enero))|prop[óo]sito (de|en la|en mi|para mi) vida|prop[óo]sito vital|sentido (de|a|en) (mi|la) vida|sentido a (todo|lo que hago|mis d[íi]as)|mi vida (no )?tiene sentido|(qu[ée]|que) sentido tiene (mi vida|todo|lo que hago|vivir)|vac[íi]o existencial|crisis existencial|(mi|una|la) misi[óo]n (de|en la|en esta|en mi) vida|mi misi[óo]n(?!\p{L})|(mi|la|una) (verdadera )?vocaci[óo]n|mi llamad[oa](?!\p{L})|llamad[oa] (interior|del alma|de mi alma)|para qu[ée] (he venido|vine|estoy aqu[íi]|estoy en este mundo|estoy hech[oa]|nac[íi]|sirvo|existo)|qu[ée] (he venido|vine) a (hacer|aprender)|qu[ée] (debo |deber[íi]a |tengo que |quiero |voy a )?hacer (con|de) mi vida|qu[ée] hago con mi vida|qu[ée] quiero (de|en) (la|mi) vida|(para|a) qu[ée] estoy destinad[oa]|estoy destinad[oa] a (hacer|algo)|rumbo (de|en|a|para) (mi|la) vida|rumbo (\p{L}+ ){0,3}mi vida|(hacia|a) d[óo]nde va mi vida|ad[óo]nde va mi vida|(hacia|a) d[óo]nde (voy|me dirijo) en (la|mi) vida|direcci[óo]n (de|en|a|para) (mi|la) vida|mi camino (en la vida|espiritual|de vida|vital|del alma)|(cu[áa]l es|encontrar|encuentre|encontrar[ée]|descubrir|seguir|buscar|elegir) (mi|el) (verdadero )?camino(?! (a|al|hacia|para|de) (casa|el trabajo|la oficina))|(el|mi) camino (correcto|adecuado|indicado)|camino espiritual|senda espiritual|crecimiento (espiritual|personal|interior)|despertar (espiritual|de (la )?conciencia)|evoluci[óo]n (espiritual|personal|del alma|de mi alma)|espiritualidad|mi (lado|parte|vida) espiritual|lecci[óo]n (de vida|del alma|de mi alma|k[áa]rmica|que (debo|tengo que|he venido a|vine a) aprender)|qu[ée] lecci[óo]n(es)? (debo|tengo que|necesito|he venido a|vine a|me toca)|lecciones (de vida|del alma|que (debo|tengo que) aprender)|qu[ée] (debo|tengo que|necesito|he venido a|vine a) aprender(?! (para|a (conducir|hablar|tocar|usar|programar)))|qu[ée] (quiere|me pide|me dice|me ense[ñn]a) (el universo|la vida|mi alma)|el universo (quiere|me pide|me est[áa]|me dice)|mi alma(?! gemela)|mi destino(?! (laboral|de (vacaciones|viaje)|definitivo|provisional))|mi lugar en el mundo|realizaci[óo]n personal|realizarme|(sentirme|me siento|me sienta) realizad[oa]|qui[ée]n soy (de verdad|realmente|en realidad|en el fondo)|(saber|descubrir|entender) qui[ée]n soy|encontrarme a m[íi] mism[oa]|mi (verdadero yo|yo aut[ée]ntico|esencia)|(cu[áa]l es|encontrar|descubrir) mi pasi[óo]n|(qu[ée]|que) me apasiona( de verdad)?(?=\s*[?.!,]|\s*$)|(qu[ée]|que) me (hace|har[íi]a|har[áa]) feliz de verdad|mi talento (oculto|escondido|natural|verdadero))/iu;

/**
 * Hoping for a child: getting pregnant, a late period and a test, IVF and its waits, trying for a baby or a
 * second one, becoming a mother or a father. A pregnancy lost stays grief (own_grief comes first); an
 * awkward moment ("embarazoso") is no pregnancy, a pet's litter is the pet's, a bank transfer is money.
 */
const FERTILITY =
  /(?<!\p{L})(embaraz(?!os[oa]s?(?!\p{L}))\p{L}*|fiv(?!\p{L})|in ?vitro|icsi(?!\p{L})|inseminaci[óo]n|reproducci[óo]n asistida|(in)?fertilidad|(soy|somos|ser|ser[ée]|seremos|sea|seamos) (in)?f[ée]rtil(es)?(?!\p{L})|(soy|somos|ser|ser[ée]|seremos|sea|seamos) est[ée]ril(es)?(?!\p{L})|esterilidad|[óo]vulos?(?!\p{L})|ovul(aci[óo]n|ar|o|ando)(?!\p{L})|ovodonaci[óo]n|embri[óo]n(es)?(?!\p{L})|embrionari\p{L}*|transferencia (embrionaria|de (los |mis )?embriones|del embri[óo]n)|beta ?espera|(la|mi|primera|segunda) beta (\p{L}+ )?(positiva|negativa|alta|baja|sale|saldr[áa]|dar[áa]|ha salido|sali[óo])|concebir|(retraso|falta)( de)? (la regla|el periodo|el per[íi]odo|la menstruaci[óo]n)|no me (baja|ha bajado|viene|ha venido) (la regla|el periodo|el per[íi]odo)|cig[üu]e[ñn]a|beb[ée] arco ?[íi]ris|(ser[ée]|seremos|llegar[ée] a ser|llegaremos a ser|podr[ée] ser|podremos ser|voy a ser|vamos a ser|conseguir[ée] ser|quiero ser|queremos ser|(sue[ñn]o|deseo|ganas) de ser|convertirme en|convertirnos en|me convertir[ée] en|nos convertiremos en) (madre|padre|mam[áa]|pap[áa]|padres|mam[áa]s|pap[áa]s)(?!\p{L}))/iu;
/** Wanting or waiting for a baby in so many words: "tener un bebé", "buscar el segundo", "darle un hermanito". */
const WANT_CHILD =
  /(?<!\p{L})((tener|tendr[ée]|tendremos|tengamos|voy a tener|vamos a tener|podr[ée] tener|podremos tener|buscar|busco|buscamos|buscando|b[úu]squeda de|b[úu]squeda del|intentar tener|intentando tener|animarnos (a tener|con)|dar(le|les)?|(le |les )?(doy|damos|daremos|dar[ée])) (alg[úu]n d[íi]a |por fin |al fin |pronto |ya )?(un |una |el |la |otro |otra |nuestro |nuestra |mi |los |m[áa]s )?(primer |segundo |segunda |tercer |tercera )?(beb[ée]s?|hij[oa]s?|hermanit[oa]s?)|(ir|vamos|iremos|voy|vais) a por (el|un|otro) (segundo |tercer )?(beb[ée]|hij[oa])|a por el (segundo|tercero|tercer)|(llegar[áa]|llegue|vendr[áa]|venga) (alg[úu]n d[íi]a |por fin |al fin |pronto |ya )?(un |el |otro |nuestro |mi )?(primer |segundo |tercer )?(beb[ée]|hermanit[oa])|(llegar[áa]|llegue|vendr[áa]|venga) (alg[úu]n d[íi]a |por fin |al fin |pronto |ya )?(un|el|otro) (segundo |tercer )?hij[oa])(?!\p{L})/iu;
/** Someone else's pregnancy (a daughter's, a sister's, a friend's): not the asker's own hope for a child. */
const OTHERS_PREGNANCY =
  /(?<!\p{L})((mi|su) (hija|hermana|amiga|prima|cu[ñn]ada|nuera|sobrina|madre|vecina|compa[ñn]era|jefa) (\p{L}+ ){0,3}embaraz|embarazo de (mi|su) (hija|hermana|amiga|prima|cu[ñn]ada|nuera|sobrina|madre|vecina|compa[ñn]era|jefa))/iu;
/** Children with someone in particular ("tener hijos con él", "juntos") are the couple's future. */
const CHILD_WITH = /(?<!\p{L})((beb[ée]s?|hij[oa]s?) (con|juntos|juntas)|con (él|ella)(?!\p{L}))/iu;

/**
 * A trip, a holiday, travelling alone or with others, a flight and the fear of it: not a move to live
 * abroad (relocation), not a spiritual or inner "journey", not a business taking flight ("alzar el vuelo").
 */
const TRIP =
  /(?<!\p{L})(viaj(?!e (interior|espiritual|astral|del alma|de (autoconocimiento|sanaci[óo]n|crecimiento)|personal|emocional|interno)(?!\p{L}))\p{L}*|vacaciones|veraneo|veranear|escapad(a|as|ita|itas)(?!\p{L})|luna de miel|mochiler\p{L}*|(de|con) mochila(?! emocional)|interrail|road ?trip|crucero|autocaravana|camper(?!\p{L})|camino de santiago|vuelta al mundo|recorrer (el mundo|europa|asia|am[ée]rica|[áa]frica|ocean[íi]a|el pa[íi]s|la costa|el norte|el sur)|(?<!(alz\p{L}*|levant\p{L}*|remont\p{L}*|tom\p{L}*) )(mi|nuestro|el|un|los|mis|ese|este) vuelos?(?!\p{L})|vuelos? (a|al|de|hacia|para|con|largos?|low cost)(?!\p{L})|avi[óo]n(es)?(?!\p{L})|aeropuertos?|volar (sol[oa]|a|al|hasta|hacia|con|tantas horas)(?!\p{L})|miedo (a|de|al) (volar|viajar|avi[óo]n)|(hacer|de|haciendo) turismo|como turista|excursi[óo]n(es)?|billetes? (de (avi[óo]n|tren|autob[úu]s)|a|para)(?!\p{L})|reserv\p{L}* (el |un |los |una |la )?(hotel|vuelo|billete|alojamiento|hostal)|hostal|albergue|ruta (por|en (coche|moto|furgo\p{L}*|autocaravana|bici))|(ir|irme|irnos|me voy|voy) sol[oa]s? (a|al|por) (?!vivir))/iu;
/** Fear of flying or of a trip: the trip's own matter, not a worn-out mind. */
const TRIP_FEAR =
  /(?<!\p{L})((miedo|p[áa]nico|terror|fobia|ansiedad|angustia|nervios) ((a|de|al|por|con) )?(volar|viajar|los aviones|el avi[óo]n|coger (el|un) avi[óo]n|subir(me)? (a|en) (un|el) avi[óo]n|el vuelo|los vuelos|el viaje))/iu;
/** A place to live, a life started over: a move, even when a trip or a flight is named. */
const LIVING_THERE =
  /(?<!\p{L})(mud\p{L}*|vivir|viviendo|emigr\p{L}*|instal(arme|arnos|arse)|traslad\p{L}*|empezar de (nuevo|cero)|nueva vida|(oferta|puesto|contrato) de trabajo|trabajar (all[áa]|fuera|en el extranjero|en otr[oa]))/iu;
/** A holiday let is a trip's, not a home to buy or rent. */
const HOLIDAY_STAY =
  /(?<!\p{L})(airbnb|(apartamento|piso|casa) (tur[íi]stic[oa]|de vacaciones|de la playa|en la playa)|(alquil|reserv)\p{L}* (\p{L}+ ){0,3}(para|en|durante) (las |nuestras |mis |el |la |este |esta )?(vacaciones|viaje|escapada|puente))/iu;
/** Days off an employer grants are work's, not a trip's. */
const TIME_OFF =
  /(?<!\p{L})((me |nos )?(dar[áa]n|den|conceder[áa]n|concedan|aprobar[áa]n|aprueben) (las |mis |unas |los )?(d[íi]as de )?vacaciones)/iu;
/** A trip with one's own children is the family's trip, not a question about the children. */
const WITH_MY_CHILDREN =
  /(?<!\p{L})con (mi|mis|los|nuestr[oa]s?) (hij[oa]s?|ni[ñn][oa]s?|peque\p{L}*|beb[ée]s?)(?!\p{L})/iu;
/** Quitting one's job for it is a change of career, however far it goes. */
const QUITTING =
  /(?<!\p{L})(dej(ar|o|ar[ée]) (mi|el|este) (trabajo|empleo|puesto|curro)|renunci|dimit|emprend)/iu;

export const SCENARIO_PATTERNS_ES: ScenarioPatterns = {
  own_grief: when([GRIEF], [SUPPORTING, OTHERS_GRIEF, BREAKUP]),
  support_grieving: either(when([SUPPORTING, ANY_LOSS]), OTHERS_GRIEF),
  pet_health: when([PET, PET_HEALTH]),
  loved_one_ill: when([PERSON, ILLNESS]),
  fertility: when(
    [either(FERTILITY, when([WANT_CHILD], [CHILD_WITH, BALANCE_CORE]))],
    [PET, OTHERS_PREGNANCY],
  ),
  mind: when([MIND], [OTHERS_MIND, COURT, when([BLOCKED, CREATIVE]), TRIP_FEAR]),
  their_feelings: when(
    [FEELINGS],
    [
      CHILD_WORDS,
      when([FRIEND, RIFT]),
      when([FRIEND, FRIEND_TRUST], [ROMANCE]),
      when([RELATIVE, FAMILY_RIFT]),
      when([WORK_PERSON, WORK_TROUBLE]),
      PROFESSIONAL_EYES,
      CREATIVE,
    ],
  ),
  ex_return: when(
    [either(when([RETURN, EX]), when([RETURN, WITH_ME], [NOT_A_LOVER]), when([EX], [MOVING_ON]))],
    [COURT],
  ),
  breakup_recovery: when([BREAKUP], [CHILD_WORDS, COURT]),
  the_one: THE_ONE,
  marriage: when([MARRIAGE], [OWN_MARRIAGE]),
  new_relationship: NEW_RELATIONSHIP,
  relationship_future: either(
    when([RELATIONSHIP], [OTHER_BOND, when([RELATIVE, FAMILY_RIFT], [PARTNER])]),
    when([PARTNER], [PRACTICAL, COURT]),
  ),
  meet_someone: MEET,
  friend_conflict: when([FRIEND, FRIEND_FIGHT]),
  friendship: either(
    when([FRIEND, FRIEND_TRUST], [LONELY, CHILD_WORDS, ROMANCE, SUBSTANCE]),
    when([GIVING_MORE], [PARTNER, ROMANCE, WORK_PERSON, RELATIVE, CHILD_WORDS]),
  ),
  child: when([CHILD_WORDS], [COURT, BALANCE_CORE, when([TRIP, WITH_MY_CHILDREN])]),
  family_rift: when([RELATIVE, FAMILY_RIFT], [BALANCE_CORE]),
  loneliness: when([LONELY], [when([/(?<!\p{L})encaj/iu, CREATIVE])]),
  relocation: when([MOVE], [COURT, when([TRIP], [LIVING_THERE])]),
  home: when([HOME], [COURT, HOLIDAY_STAY]),
  travel: when(
    [TRIP],
    [
      TIME_OFF,
      COURT,
      PAPERS,
      CLAIM,
      EXAM_ITSELF,
      QUITTING,
      JOB,
      RAISE,
      when([RELATIVE, FAMILY_RIFT]),
      when([WORK_PERSON, WORK_TROUBLE]),
    ],
  ),
  interview: /(?<!\p{L})entrevistas?(?! (a|con) (un|una|el|la) (famos|cantante|actor|actriz))(?!\p{L})/iu,
  job_search: when([JOB], [/(?<!\p{L})(oposici|ex[áa]men)/iu]),
  raise: RAISE,
  career_change: when([CAREER], [/(?<!\p{L})(tesis|tfg|tfm|ex[áa]men)/iu]),
  workplace: when([WORK_PERSON, WORK_TROUBLE], [BALANCE_CORE, when([SUBSTANCE], [OTHERS_HABIT])]),
  balance: either(
    when([either(BALANCE_CORE, LONG_HOURS)]),
    when([NO_TIME], [CREATIVE, PUTTING_OFF, PROCRASTINATION]),
  ),
  exam: when(
    [EXAM],
    [
      /(?<!\p{L})(pr[ée]stamo|cr[ée]dito|hipoteca|financiaci|prueba de embarazo)/iu,
      when([either(COURT, CREATIVE)], [EXAM_ITSELF]),
    ],
  ),
  legal: when([either(COURT, PAPERS, CLAIM)], [NOT_COURT]),
  money: when([MONEY], [when([SHOPPING_HABIT], [DEBT])]),
  self_sabotage: SELF_SABOTAGE,
  habit: when(
    [either(HABIT_ITSELF, SHOPPING_HABIT, when([either(SUBSTANCE, SCREEN), CUT_DOWN]))],
    [OTHERS_HABIT, COMPARING, /(?<!\p{L})(procrastin|posterg|pospon|pospong|aplaz)/iu],
  ),
  procrastination: when([PROCRASTINATION], [COMPARING, when([CREATIVE], [PUTTING_OFF])]),
  self_worth: SELF_WORTH,
  creative: when([CREATIVE], [READING]),
  purpose: PURPOSE,
};
