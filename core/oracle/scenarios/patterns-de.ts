/** The situations of scenario.ts as questions in this language name them. */
import type { ScenarioPatterns } from './scenario.js';

/** Found when each part is found somewhere in the question, in any order. */
const allOf = (...parts: RegExp[]) =>
  new RegExp(`^${parts.map((p) => `(?=[\\s\\S]*?(?:${p.source}))`).join('')}`, 'iu');

/** Found when the pattern is, unless the question also says something that belongs to another situation. */
const unless = (except: RegExp, pattern: RegExp) =>
  new RegExp(`^(?![\\s\\S]*(?:${except.source}))[\\s\\S]*?(?:${pattern.source})`, 'iu');

/** A death that has happened; "Tod" only as someone's, not the fear of it nor the Death card. */
const DEATH =
  /(?<!\p{L})(gestorben|verstorben|(ver)?starb(en)?(?!\p{L})|(ist|sind) tot(?!\p{L})|tod(es)? (meine[rs]?|unsere[rs]?|von|des|der)(?!\p{L})|(nach|seit) dem tod(?!\p{L})|trauer(?!t(?!\p{L})|nd)|überfahren|ums leben gekommen|tödlich verunglückt|beerdigung|begräbnis|beisetzung|eingeschläfert|(musste|mussten|habe|haben)[^.?!]{0,30} einschläfern lassen|regenbogenbrücke|fehlgeburt|sternenkind|verwitwet|witwe[rn]?(?!\p{L})|nicht mehr lebt|verlust (meine[rs]?|unsere[rs]?|von)(?! (job|arbeit|stelle|geld|ersparn|wohnung))|(mutter|mama|vater|papa|eltern|oma|opa|großmutter|großvater|bruder|schwester|sohn|tochter|kind|baby|mann|frau|partner|partnerin|freund|freundin|hund|katze|kater|haustier) verloren)/iu;
/** Words for standing by someone else in their grief. */
const SUPPORT =
  /(?<!\p{L})((?<!(mir|mich|uns|selbst) )helfen|beistehen|beizustehen|unterstütz(?!\p{L}*\s+(mich|mir))|tröst(?!\p{L}*\s+mich)|für [^.?!]{1,30} da (sein|bin)|da sein für|für (sie|ihn|die familie) tun|beileid|kondolenz|trauernde|trauert(?!\p{L})|(sage|schreibe|schreib|sag) ich (ihr|ihm|ihnen))/iu;

const PET =
  /(hund(?!ert)|hündin|welpe|katze|kätzchen|(?<!\p{L})(kater|haustier|tier|pferd|pony|kaninchen|hase|meerschweinchen|hamster|wellensittich|vogel|papagei|schildkröte|frettchen|chinchilla)(?!\p{L}))/iu;
const PET_CARE = /(?<!\p{L})(tierarzt|tierärzt|tierklinik|tierkrankenhaus)/iu;
const ILL =
  /(?<!\p{L})(krank(?!haft)|erkrank|krankenhaus|klinik|notaufnahme|operation|op(?!\p{L})|operiert|krebs|tumor|chemo|bestrahlung|diagnose|befund|biopsie|schlaganfall|herzinfarkt|intensivstation|koma|genes|gesund|demenz|alzheimer|reha(?!\p{L})|behandlung|narkose|frisst|medikament|untersuchung|hust|erbrech|erbricht|lahmt|humpelt|blut|fieber|entzündung|infektion|unfall|sterben|stirbt|palliativ|hospiz)/iu;
const RELATIVE =
  /(?<!\p{L})(mutter|mama|vaters?|papa|eltern|oma|opa|großmutter|großvater|großeltern|schwester|bruders?|sohn(es)?|tochter|kind(es)?|baby|mann(es)?|ehemann|frau|ehefrau|partner(in)?|freund(in|es)?|tante|onkel|cousine?|schwiegermutter|schwiegervater|schwiegereltern|nichte|neffen?|enkel(in)?)(?!\p{L})/iu;

/** A fight, a silence or a rift: with a friend this is a friendship to mend, not a heart to read. */
const FIGHT =
  /(?<!\p{L})(streit|gestritten|zerstritten|zoff|krach|(stress|ärger) mit|funkstille|kontakt abgebrochen|meldet sich nicht|ignoriert|sauer auf|böse auf|wütend auf|beleidigt|versöhn|vertragen|entschuldig|auseinandergelebt|spricht nicht mehr|redet nicht mehr|reden nicht mehr|verraten)/iu;
const FRIEND = /(?<!\p{L})(freund|befreundet|kumpel|clique)/iu;

/** A parent, a sibling or another relative; not a child, who has a situation of its own. */
const FAMILY =
  /(?<!\p{L})(mutter|mama|mami|mutti|vaters?|papa|papi|vati|eltern|elternhaus|bruders?|brüdern?|schwestern?|geschwistern?|oma|opa|großmutter|großvater|großeltern|tante|onkel|cousins?|cousinen?|schwiegermutter|schwiegervater|schwiegereltern|schwiegerfamilie|schwager|schwägerin|halbbruder|halbschwester|stiefmutter|stiefvater|stiefbruder|stiefschwester|nichte|neffen?|familie|verwandt\p{L}*)(?!\p{L})/iu;
/** A rift with them, and the wish to mend it, forgive, keep a distance or understand. */
const RIFT =
  /(?<!\p{L})(streit|gestritten|zerstritten|zoff|krach|konflikt|(stress|ärger|probleme) mit|funkstille|kein(en)? kontakt|kontaktabbruch|kontakt[^.?!]{0,40}(abbrechen|abgebrochen|abbreche)|nicht (mehr )?(miteinander|gesprochen|geredet)|(reden|sprechen|redet|spricht)(?!\p{L})[^.?!]{0,40}nicht mehr|kein wort mehr|schweigen|versöhn|vertragen|verzeih|vergeb|entschuldig|kitten|wieder ?gutmachen|annäher|aufeinander zu|auseinandergelebt|entfremd|distanz|abstand|hat mich[^.?!]{0,20} verletzt|verletzt mich|gekränkt|kränkung|hasst mich|enttäuscht von mir|grenzen? (setzen|ziehen)|abgrenz|(beziehung|verhältnis) zu(?!\p{L})|umgang mit (meine|meinem|meiner|meinen|ihr|ihm|ihnen)|(umgehen|klarkommen|auskommen) mit (meine|meinem|meiner|meinen|ihr|ihm|ihnen)|gehe ich mit (meine|meinem|meiner|meinen|ihr|ihm|ihnen)[^.?!]{0,40} um(?!\p{L})|(komme|kommen) (ich|wir) mit[^.?!]{0,40} aus(?!\p{L})|verstehen uns nicht|sauer auf|böse auf|wütend auf|meldet sich nicht|ignoriert|bruch mit|verstoßen|enterbt)/iu;

/** Someone above the asker at work: what they think of the asker is a matter of work, not of the heart. */
const BOSS = /chef(in)?s?|vorgesetzte[nr]?|führungskraft|manager(in)?|teamleiter(in)?|abteilungsleiter(in)?/;
/** Someone at work, or the work itself: a boss, a manager, colleagues, the team. */
const AT_WORK = new RegExp(
  `(?<!\\p{L})(${BOSS.source}|teamleitung|kolleg\\p{L}*|team(s|meeting)?|abteilung|büro|arbeitsplatz|in der firma|im betrieb|bei der arbeit|auf (der )?arbeit|im job|viel(en)? arbeit|(meine|meiner|meinen) (arbeit|job|leistung|leistungen))(?!\\p{L})`,
  'iu',
);
/** Trouble with them, or feeling unseen there: not the search, the raise or the leaving, which come first. */
const WORK_TROUBLE =
  /(?<!\p{L})(schwierig\p{L}*|streit|gestritten|konflikt\p{L}*|(stress|ärger|probleme?) mit|spannung(en)?|angespannt|stimmung|mobb\p{L}*|schikan\p{L}*|(schließen|schließt|grenzen|grenzt)[^.?!]{0,20} aus(?!\p{L})|ausgeschlossen|ausgegrenzt|außen vor|übergangen|übergeh\p{L}*|übersehen|ignorier\p{L}*|unterbr\p{L}*|nicht (gesehen|geschätzt|gewürdigt|wertgeschätzt|anerkannt|ernst genommen)|(schätzt|würdigt|sieht|lobt|anerkennt)[^.?!]{0,40} nicht(?!\p{L})|wertschätzung|anerkennung|lorbeeren|(denkt|hält)(?!\p{L})[^.?!]{0,40}(über|von) (mich|mir)|zufrieden mit mir|schmückt sich|mit fremden federn|unfair|ungerecht|kritisiert|herablassend|(umgehen|klarkommen|auskommen|zurechtkommen) mit|gehe ich mit[^.?!]{0,40} um(?!\p{L})|(komme|kommen) (ich|wir) mit[^.?!]{0,40} (aus|klar|zurecht)(?!\p{L})|(wird|werden)[^.?!]{0,40} besser|grenzen?|abgrenz\p{L}*|klarkommen|zurechtkommen|zu viel arbeit|überstunden|personalabteilung|betriebsrat)(?!\p{L})/iu;

/** Confidence, self-esteem, not feeling good enough, comparing oneself with others. */
const SELF_WORTH =
  /(?<!\p{L})(selbstvertrauen|selbstbewusst\p{L}*|selbstwert\p{L}*|selbstzweifel|selbstsicher\p{L}*|selbstachtung|selbstbild|minderwertig\p{L}*|wertlos|hochstapler\p{L}*|impostor|(nicht|nie) gut genug|(bin|sei|bist) (ich |du )?(nicht|nie) genug|(nicht|nie) genug (bin|sein|zu sein)|genüge ich|nicht (zu )?genügen|nicht genüge|(an mich|an mir) (selbst )?(glauben|zweifeln|zweifle)|glaube (ich )?(nicht |nie )?an mich|zweifle (so |immer |ständig )?an mir|mich[^.?!]{0,30} vergleich\p{L}*|vergleiche (ich )?mich|mich selbst (zu )?(mögen|annehmen|akzeptieren|lieben|wertschätzen)|vergleich\p{L}*[^.?!]{0,30} mit anderen|mit anderen vergleich\p{L}*|traue mir (nichts|nicht|zu wenig)|mehr zutrauen|(mag|liebe) (ich )?mich (selbst )?nicht|fühle mich (so |oft |immer )?(klein|unsicher|minderwertig|unzulänglich))(?!\p{L})/iu;

/** Moving on from a past love rather than hoping it returns. */
const MOVING_ON =
  /(?<!\p{L})(hinweg|loslassen|vergessen|abschließen|verarbeiten|heilen|weitermachen|nach vorne|neu anfangen|mich selbst wieder|klarkommen|klar komme|fertig werde|überwinden)/iu;
const EX =
  /(?<!\p{L})(ex(?!\p{L})(?!-?(chef|kolleg|arbeitgeber|firma|mitbewohn))|ex-?(freund|freundin|mann|frau|partner|partnerin)|zu mir zurück|zurück zu (ihm|ihr)|(zu ihm|zu ihr) zurück|(kommt|kehrt) (er|sie) (\p{L}+ )?zurück|wieder zusammen|wieder zueinander|zurückgewinn|zurückerobern|zweite chance|(nochmal|noch mal|noch einmal) (versuchen|probieren)|(er|sie) sich (je |jemals |noch ?mal |wieder )(bei mir )?melde)/iu;
const BREAKUP =
  /(?<!\p{L})(trennung|getrennt|schluss gemacht|scheidung|geschieden|liebeskummer|herzschmerz|gebrochen\p{L}* herz|hat mich verlassen|verlassen wurde|sitzen gelassen|über (ihn|sie)[^.?!]{0,10} hinweg|ex(?!\p{L})|ex-?(freund|freundin|mann|frau|partner|partnerin))/iu;

/** Looking for love rather than weighing the one already there. */
const SEEKING =
  /(?<!\p{L})(finde|finden|treffe|treffen|kennenlernen|kennen lernen|lerne ich|begegne|begegnen)(?!\p{L})/iu;

const PARTNER_WORDS = 'partner|partnerin|mann|frau|ehemann|ehefrau|verlobten';

/** Having or wanting a child, not a child who struggles. */
const CHILD_WISH =
  /(?<!\p{L})(schwanger|kinderwunsch|kind(er)? (bekommen|kriegen)|(ein|ein zweites|noch ein) kind haben|werden wir kinder)/iu;

/** Leaving a job or taking a raise: the job search does not hold these. */
const NOT_A_SEARCH =
  /(?<!\p{L})(kündigen|kündige|gehaltserhöhung|lohnerhöhung|mehr gehalt|mehr lohn|befördert|beförderung|selbst(st)?ändig (machen|werden|arbeiten|sein)|selbst(st)?ändigkeit|berufswechsel|umschul|quereinst|eigene[snm]? (geschäft|unternehmen|firma|laden|café|bäckerei|praxis|studio))/iu;

export const SCENARIO_PATTERNS_DE: ScenarioPatterns = {
  own_grief: unless(SUPPORT, DEATH),
  support_grieving: allOf(SUPPORT, new RegExp(`${DEATH.source}|trauert|trauernd|beileid`, 'iu')),
  pet_health: new RegExp(`${allOf(PET, ILL).source}|${PET_CARE.source}`, 'iu'),
  loved_one_ill: allOf(RELATIVE, ILL),
  mind: /(?<!\p{L})(burn-?out|ausgebrannt|erschöpf|depress|angststörung|angstzust|panikattacke|ängste(?!\p{L})|ängstlich|(so viel|ständig|dauernd|immer) angst|gestresst|stress(?!\p{L})(?! (mit|in der beziehung|zwischen))|überfordert|überlastet|(psychisch|seelisch|mental|emotional)(e[nmrs]?)? (gesundheit|verfassung|zustand|befinden|lage|kraft|kräfte|stabil|belast|probleme|tief)|psyche|niedergeschlagen|antriebslos|innerlich leer|keine kraft mehr|am ende meiner kräfte|nervenzusammenbruch|kann nicht (mehr )?schlafen|schlaflos|therapie|innere ruhe|innerlich (unruhig|ruhiger|erschöpft)|zur ruhe)/iu,
  their_feelings: unless(
    new RegExp(`${FIGHT.source}|(?<!\\p{L})(${BOSS.source})(?!\\p{L})|(mag|liebe) ich mich`, 'iu'),
    /(?<!\p{L})((fühlt|denkt|empfindet)(?!\p{L})[^?.!]{0,40}(über|von|für) (mich|mir)(?!\p{L})|hält (er|sie|\p{L}+( \p{L}+)?) von mir|(liebt|mag|vermisst|begehrt)( \p{L}+){0,2} mich(?!\p{L})|denkt (er|sie|\p{L}+) (noch )?an mich|gefühle (für mich|hat (er|sie)|hegt)|(hat|haben) (er|sie|\p{L}+) (noch )?gefühle|interesse an mir|(an mir|in mich) interessiert|interessiert an mir|interessiert (er|sie|\p{L}+) sich für mich|steht (er|sie|\p{L}+) auf mich|verliebt in mich|in mich verliebt|ernst mit mir)/iu,
  ),
  ex_return: unless(MOVING_ON, EX),
  breakup_recovery: BREAKUP,
  the_one: unless(
    SEEKING,
    /(?<!\p{L})(seelenverwandt|seelenpartner|dualseele|zwillingsflamme|soulmate|füreinander bestimmt|für mich bestimmt|(vor)?bestimmt für|vorherbestimmt|(ist|war) (es|das|unsere begegnung) schicksal|(meine|die) große liebe(?=\s*[?.!]|\s*$)|liebe meines lebens|(mann|frau|mensch) meines lebens|(der|die) richtige(?=\s*(für mich)?\s*[?.!,]|\s*$)|(der|die) eine(?=\s*[?.!,]|\s*$))/iu,
  ),
  marriage:
    /(?<!\p{L})(heirat|hochzeit|verlob|heiratsantrag|(einen|den) antrag(?!\p{L})(?! (auf|für|stellen|beim|bei))|trauung|standesamt|ja-?wort|eheschließung|vor den altar|(um meine|um die) hand)/iu,
  new_relationship:
    /(?<!\p{L})((zusammen|daten|date|datet|treffen uns|kennen uns|schreiben|beziehung)[^.?!]{0,30}(seit|nach|erst|vor) (ein paar|einigen|wenigen|zwei|drei|vier|fünf|sechs|\d+) (wochen|monaten|dates)|(seit|erst|vor) (ein paar|einigen|wenigen|zwei|drei|vier|fünf|sechs|\d+) (wochen|monaten) (zusammen|daten|kennengelernt|kennen)|(meine|unsere|diese) (neue|junge|frische) (beziehung|liebe)|(mein|meinem|meinen|meine|meiner) neue[nrm]? (freund(in)?|partner(in)?)(?!\p{L})|frisch (verliebt|zusammen)|erste[ns]? dates?|(wird|ist) (das|es|daraus)( mit uns)? (etwas|was) (ernstes|festes)|(etwas|was) ernstes|ernst mit uns|wohin (führt|geht) (das|es|die sache)|kennenlernphase|lockere sache|situationship)/iu,
  relationship_future: new RegExp(
    `(?<!\\p{L})((unsere[rnm]?|meine[rnm]?) (beziehung|partnerschaft|ehe)(?!\\p{L})(?! zu(?!\\p{L}))|zusammenziehen|zusammen ziehen|gemeinsame wohnung|zusammen alt werden|wie geht es mit uns weiter|haben wir (eine |noch eine )?zukunft|(bleiben|halten) wir (zusammen|durch)|mit (meinem|meiner) (${PARTNER_WORDS})(?!\\p{L})[^.?!]{0,40}(weiter|zukunft|entwickel|halten|bleiben)|(zukunft|weiter)[^.?!]{0,30}mit (meinem|meiner) (${PARTNER_WORDS})(?!\\p{L})|wir als paar)`,
    'iu',
  ),
  meet_someone:
    /(?<!\p{L})((jemanden|jemand) (neues |neuen |besonderen |passenden |tolles )?(kennen|finden|treffen|begegn|lerne)|(?<!(leute|menschen|freunde|kollegen|nachbarn) )kennen ?lernen|lerne ich (jemanden|jemand|\p{L}+) kennen|(die|meine|eine) (große |wahre |neue )?liebe (finden|treffen|begegnen|kennenlernen)|finde ich (die|eine|meine) (große |wahre |neue )?liebe|liebe (meines lebens )?finden|(einen|eine|den|die|meinen|meine) (neuen |richtigen |passenden )?(partner|partnerin|freund|freundin|mann|frau|seelenverwandten)( fürs leben)? (finden|kennenlernen|treffen)|finde ich (einen|eine|den|die|meinen|meine) (neuen |richtigen |passenden )?(partner|partnerin|freund|freundin|mann|frau|seelenverwandten)|(treffe|finde|begegne|kennenlerne)[^.?!]{0,25}(den|die) (richtigen?|eine[nr]?)(?=\s*[?.!,]|\s*$|\s+(für mich|partner|mann|frau|menschen))|traummann|traumfrau|traumpartner|liebe in mein leben|wann kommt (die|eine) (neue |große )?liebe|single|für immer allein|allein(e)? bleiben|verlieben|verliebe ich|neue liebe|neue beziehung)/iu,
  friend_conflict: new RegExp(
    `${allOf(FRIEND, FIGHT).source}|(?<!\\p{L})freundschaft[^.?!]{0,30}(retten|kitten|reparieren|vorbei|zerbrochen|kaputt|am ende)`,
    'iu',
  ),
  child: unless(
    CHILD_WISH,
    /(?<!\p{L})((mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer) (sohn|tochter|kind|kinder|teenager|jugendliche[nr]?|junge|jungen|mädchen|stiefsohn|stieftochter|pflegekind)(?!\p{L})|pubertät|teenager|erziehung|erziehen|als (mutter|vater|eltern)|kita|kindergarten)/iu,
  ),
  family_rift: allOf(FAMILY, RIFT),
  loneliness:
    /(?<!\p{L})(einsam|vereinsamt|(so|ganz|immer|oft|sehr|völlig) allein|fühle mich (so )?allein|allein(e)? (fühle|bin)|keine (richtigen |echten )?freunde|niemanden (zum reden|habe|der)|isoliert|neu in (der|einer|dieser) stadt|anschluss finden|dazugehören|neue (freunde|leute|menschen) (finden|kennenlernen)|freunde finden|finde ich (neue )?(freunde|leute|anschluss))/iu,
  relocation:
    /(?<!\p{L})(umzug|umzieh|ziehe ich um|ziehen wir um|wegzieh|auswander|auszuwandern|umzuziehen|wegzuziehen|emigrier|ins ausland|in ein anderes land|in eine andere stadt|zurück in die heimat|(in|nach) [^.?!]{0,25}zurück(zu)?ziehen|heimat verlassen|bleiben oder gehen|gehen oder bleiben|(soll|sollte|sollen) (ich|wir)[^.?!]{0,20} (nach|in die|ins) \p{L}+ (ziehen|gehen|auswandern)|(zieh|ziehe|ziehen)(?!\p{L})[^.?!]{0,15} (nach|ins|in die) \p{L})/iu,
  home: /(wohnung|(?<!\p{L})(haus(kauf|suche|bau)|(ein|das|unser|ein eigenes|mein|eigenes) haus(?!\p{L})|eigenheim|immobilie|mietvertrag|vermieter|besichtigung|wg(?!\p{L})|wg-zimmer|ein zuhause))/iu,
  interview: /(vorstellungsgespräch|bewerbungsgespräch|jobinterview|(?<!\p{L})interview)/iu,
  job_search: unless(
    NOT_A_SEARCH,
    /((?<!\p{L})(jobsuche|jobangebot|jobzusage|(einen|neuen|den|diesen|ersten|nächsten|anderen) job(?!\p{L}))|(?<!\p{L})((eine|die|neue[n]?|diese|der) stelle(?!\p{L})|stellensuche|arbeit (finden|suchen|bekommen)|(eine|neue|wieder) arbeit(?!\p{L})|arbeitslos|arbeitssuche|bewerbung|bewerbe|beworben|vorstellungsgespräch|bewerbungsgespräch|eingestellt|anstellung|lebenslauf|ausbildungsplatz|praktikum|probezeit|absage|zusage))/iu,
  ),
  raise:
    /(?<!\p{L})(gehaltserhöhung|lohnerhöhung|gehaltsverhandlung|(mehr|höhere[ns]?) (gehalt|lohn)|befördert|beförderung|beruflich\p{L}* aufstieg|karrieresprung|führungsposition|teamleitung|chef werden)/iu,
  workplace: allOf(AT_WORK, WORK_TROUBLE),
  career_change:
    /(?<!\p{L})(kündigen|kündige ich|(job|beruf|stelle|arbeit) (wechseln|aufgeben|hinschmeißen|an den nagel)|berufswechsel|neuer beruf|neuen beruf|umschul|quereinst|neu orientier|neuorientierung|selbst(st)?ändig (machen|werden|arbeiten|sein)|selbst(st)?ändigkeit|eigene[snm]? (geschäft|unternehmen|firma|laden|café|bäckerei|praxis|studio|atelier)|gründen|gründung|existenzgründ|geschäftsidee|startup|start-up|meine (musik|kunst|malerei|fotografie)|als (künstler|künstlerin|musiker|musikerin|sänger|sängerin|schriftsteller|schriftstellerin|autor|autorin|fotograf|fotografin)|hauptberuflich|zum beruf machen|traumberuf)/iu,
  exam: /((?<!über)prüfung|examen|klausur|(?<!\p{L})(test (bestehen|schaffen)|einstufungstest|sprachtest|einbürgerungstest|theorietest|führerschein|abitur|abi(?!\p{L})|matura|bachelorarbeit|masterarbeit|abschlussarbeit|doktorarbeit|dissertation|studium|aufnahmetest|eignungstest|bestehe ich|bestehen werde|durchfall|durchgefallen|semester|uni(?!\p{L})|universität|hochschule|studienplatz|bachelor(?!\p{L})|diplomarbeit|hausarbeit|thesis|referendariat|zulassung))/iu,
  money:
    /(geld|(?<!\p{L})(schulden|verschuldet|kredit|darlehen|ratenzahlung|raten (abzahlen|zahlen)|finanz|sparen|ersparnis|erspart|gespart|rechnungen|pleite|insolvenz|schufa|dispo|über die runden|budget|vermögen|investier|aktien|steuer(erklärung|berat|schuld|nachzahl|last)|finanzamt|nachzahlung|einkommen|miesen|im minus|ins minus|reicht[^.?!]{0,12} gehalt))/iu,
  self_sabotage:
    /(?<!\p{L})(sabotier|selbstsabotage|mir selbst im weg|im weg stehe|muster(?!\p{L})|wiederhole ich|immer wieder (das gleiche|dasselbe|die gleichen|denselben|in die gleiche)|mache[^.?!]{0,20} kaputt|(zerstöre|ruiniere)[^.?!]{0,20} (alles|das gute)|stoße[^.?!]{0,20} weg|mein eigener feind|meine eigene feindin)/iu,
  procrastination:
    /(?<!\p{L})(aufschieb|aufzuschieben|prokrastin|schieb\p{L}*[^.?!]{0,30} auf(?!\p{L})|motivation|unmotiviert|antrieb|disziplin|faul(?!\p{L})|in die gänge|nichts auf die reihe|nichts hin|nichts gebacken|breche (ich )?(alles|immer)[^.?!]{0,15} ab|fange nicht an|fange ich (nicht|nie) an|nicht anfangen|aufraffen|dranbleiben|(ziehe|halte)[^.?!]{0,20} (nie|nicht) durch)/iu,
  self_worth: SELF_WORTH,
};
