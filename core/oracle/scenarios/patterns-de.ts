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
  /(?<!\p{L})(gestorben|verstorben|(ver)?starb(en)?(?!\p{L})|(ist|sind) tot(?!\p{L})|tod(es)? (meine[rs]?|unsere[rs]?|von|des|der)(?!\p{L})|(nach|seit) (dem|(mamas|papas|mamis|papis|omas|opas|mutters|vaters)) tod(?!\p{L})|trauer(?!t(?!\p{L})|nd)|überfahren|ums leben gekommen|tödlich verunglückt|beerdigung|begräbnis|beisetzung|eingeschläfert|(musste|mussten|habe|haben)[^.?!]{0,30} einschläfern lassen|regenbogenbrücke|fehlgeburt|sternenkind|verwitwet|witwe[rn]?(?!\p{L})|nicht mehr lebt|verlust (meine[rs]?|unsere[rs]?|von)(?! (job|arbeit|stelle|geld|ersparn|wohnung))|(mutter|mama|vater|papa|eltern|oma|opa|großmutter|großvater|bruder|schwester|sohn|tochter|kind|baby|mann|frau|partner|partnerin|freund|freundin|hund|katze|kater|haustier) verloren)/iu;
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

/**
 * Hoping for a child: trying to conceive, a treatment (IVF, ICSI, insemination), the wait after a transfer, a
 * test, a second child; "Bin ich schwanger?" asked, not "Ich bin schwanger" or "Meine Schwester ist schwanger"
 * said. A miscarriage is grief, which comes first.
 */
const FERTILITY =
  /(?<!\p{L})((wünsche|wünschen) (mir|uns) (so sehr |sehr |schon lange |endlich )?ein (kind|baby)|kinderwunsch\p{L}*|babywunsch\p{L}*|wunschkind\p{L}*|babyglück|familienplanung|kinderplanung|(klapper)?storch|(künstliche[nr]?|assistierte[nr]?|eine[nr]?|die|der) befruchtung|ivf|icsi|iui|insemination|inseminiert|embryo\p{L}*|kryotransfer\p{L}*|(embryo|blastozysten)?transfer(?=[^.?!]{0,60}(klapp|schwanger|einnist|test|positiv|wart|hibbel))|(nach|vor|seit) dem (embryo)?transfer|(zwei|2)[- ]?wochen[- ]?(wartezeit|warten)|einnist\p{L}*|eizell\p{L}*|eisprung|ovulation|fruchtbarkeit\p{L}*|unfruchtbar\p{L}*|fruchtbare[nr]? (tage|phase|fenster)|(bin|sind) (ich|wir) (noch )?fruchtbar|kinderlos\p{L}*|hibbel\p{L}*|schwangerschaftstest\p{L}*|ss-?test|(eine|einer) schwangerschaft(?!\p{L})|schwanger (zu )?werden|(werde|werden|wurde|bin|wäre|würde|bleibe) (ich|wir)(?!\p{L})[^.?!]{0,30} schwanger|ob ich[^.?!]{0,30} schwanger|(ist|wird) meine (frau|freundin|partnerin)(?!\p{L})[^.?!]{0,25} schwanger|(periode|regel|menstruation|mens)[^.?!]{0,20}(überfällig|ausgeblieben|bleibt aus)|(?<!(kein|keine|keinen|mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|dein|deine|sein|seine|ihr|ihre|das|die|der|dem|den) )(ein |ein zweites |ein drittes |noch ein |noch ein zweites |unser erstes |ein eigenes |eigene )?(kind|kinder|baby|babys|nachwuchs) (je |jemals |noch |endlich |bald |irgendwann |doch |überhaupt |zusammen |gemeinsam )?(zu )?(bekommen|bekomme|kriegen|kriege|zeugen|haben(?=\s*[?.!,]|\s*$))|(bekomme|bekommen|kriege|kriegen) (ich|wir) ((je|jemals|noch|endlich|bald|irgendwann|doch|überhaupt|nie|wieder|dieses|nächstes|jahr|ein|eine|zweites|drittes|weiteres|eigenes|eigene|gesundes) ){0,3}(kind|kinder|baby|babys|nachwuchs)(?!\p{L})|(kind|kinder|babys?) (werde|werden) (ich|wir) (\p{L}+ )?haben|(ein|einem|noch ein|noch einem) (zweite[ns]?|dritte[ns]?|weitere[ns]?) (kind|baby)(?!\p{L})|(bekommt|kriegt) (unser|unsere|mein|meine) \p{L}+ (noch |jemals |bald |irgendwann )?ein (geschwisterchen|geschwisterkind)|(ein|einem) (geschwisterchen|geschwisterkind) für|zu alt für (ein|ein eigenes|noch ein) (kind|baby)|für (ein|noch ein) (kind|baby) zu alt|(?<!(meine|mein|meiner|meinem|unsere|unser|deine|dein|seine|ihre|die|der|den) )(mutter|mama|vater|papa|eltern) (zu )?werden(?=\s*[?.!,;:]|\s*$|\s+(und|oder|aber)(?!\p{L}))|(werde|werden) (ich|wir) (je |jemals |endlich |noch |bald |irgendwann |dieses jahr |nächstes jahr )*(mutter|mama|vater|papa|eltern)(?=\s*[?.!,]|\s*$))(?!\p{L})/iu;

/** Not a trip: a journey within, a meditation, travel for work, a job in travel, a holiday romance. */
const NOT_A_TRIP =
  /(?<!\p{L})(lebensreise|seelenreise|heldenreise|heilungsreise|zeitreise\p{L}*|fantasiereise|phantasiereise|traumreise durch|(innere|spirituelle|seelische|persönliche) reise|reise zu (mir|mich|dir|sich) selbst|geschäftsreise\p{L}*|dienstreise\p{L}*|geschäftlich\p{L}*|beruflich\p{L}*|betriebsausflug|firmenreise|reisekostenabrechnung|reisebüro\p{L}*|reisebranche|reiseleit\p{L}*|reiseverkehrskauf\p{L}*|flugbegleit\p{L}*|pilot(in)?(?!\p{L})|reiseblog\p{L}*|reisejournalis\p{L}*|urlaubs(flirt|liebe|bekanntschaft|romanze|affäre)\p{L}*|reisebekanntschaft\p{L}*|funken[^.?!]{0,20}fliegen|fliegen[^.?!]{0,10}funken|fetzen fliegen)(?!\p{L})/iu;
/** "Urlaub", "Reise" or "Ferien" as a time only: before or after them, the question is about something else. */
const NOT_AS_TIME =
  '(?<!((?<!(angst|respekt|furcht|panik|bammel|sorge|sorgen) )vor|nach|bis zu[mr]?|seit|ab) (de[mnr] |meine[mnr]? |unsere[mnr]? )?\\p{L}*)';
/** A trip, a holiday, travelling alone or with others, a flight and the fear of it. */
const TRIP = new RegExp(
  `${NOT_AS_TIME}(?<!(?<![ci])[kp])reise|(?<!\\p{L})(ver)?reist(?!\\p{L})|gereist|${NOT_AS_TIME}(?<!(rest|sonder|bildungs|mutterschafts|eltern|erziehungs|kranken))urlaub(?!s?(antrag|geld|anspruch|tage?n?|sperre|vertretung|regelung)(?!\\p{L}))(?! (genehmigt|beantrag|einreich)\\p{L}*)|(?<!\\p{L})${NOT_AS_TIME}(sommer|herbst|oster|winter|pfingst|weihnachts)?ferien(?!job|arbeit|kurs|betreuung)|(?<!\\p{L})(road ?|kurz|städte|wochenend|mädels|jungs|camping|ski|surf|strand|rucksack|backpacking)?-?trips?(?!\\p{L})|backpack\\p{L}*|rucksacktour\\p{L}*|mit dem rucksack|interrail|inter-rail|work (and|&) travel|kreuzfahrt\\p{L}*|wohnmobil\\p{L}*|camper(van)?(?!\\p{L})|camping\\p{L}*|zelturlaub|flitterwochen|(?<!\\p{L})(hin|rück|anschluss|direkt|nacht|billig|urlaubs)?(flug|flüge|fluges|flugs)(?!\\p{L})|flugangst|flugzeug\\p{L}*|flughafen|langstreckenflug\\p{L}*|flugticket\\p{L}*|(?<!\\p{L})(fliege|fliegen|fliegst|fliegt)(?!\\p{L})(?![^.?!]{0,40}(?<!\\p{L})(raus|auf|hinaus)(?=\\s*[?.!,]|\\s*$))(?!\\s+(\\p{L}+\\s+)?auf (mich|dich|ihn|sie|uns)(?!\\p{L}))|(?<!\\p{L})(ans|an die|an den) (meer|see|ostsee|nordsee|küste|strand|mittelmeer)(?!\\p{L})(?![^.?!]{0,20}(ziehen|leben|wohnen))|(?<!\\p{L})in die berge(?!\\p{L})|ausflug\\p{L}*`,
  'iu',
);

/** Travelling alone: "allein nach Japan reisen" is a trip, not loneliness. */
const SOLO_TRIP =
  /(?<!\p{L})allein(e)? (nach \p{L}+ |durch \p{L}+ |ins ausland |um die welt |in den urlaub |in urlaub )?(reisen|verreisen|reise|fliegen|backpacken|urlaub machen|in den urlaub|in urlaub|unterwegs sein)(?!\p{L})/iu;

/** A move: moving house, emigrating, moving to another town or back home. */
const MOVE =
  /(?<!\p{L})(umzug|umzieh|ziehe ich um|ziehen wir um|wegzieh|auswander|auszuwandern|umzuziehen|wegzuziehen|emigrier|(in|nach) [^.?!]{0,25}zurück(zu)?ziehen|heimat verlassen|bleiben oder gehen|gehen oder bleiben|(soll|sollte|sollen) (ich|wir)[^.?!]{0,20} (nach|in die|ins) \p{L}+ (ziehen|auswandern)|(zieh|ziehe|ziehen)(?!\p{L})[^.?!]{0,15} (nach|ins|in die) \p{L})/iu;
/** Abroad, another country or town, back home: a move, unless the question is of a trip. */
const ELSEWHERE =
  /(?<!\p{L})(ins ausland|in ein anderes land|in eine andere stadt|zurück in die heimat|(soll|sollte|sollen) (ich|wir)[^.?!]{0,20} (nach|in die|ins) \p{L}+ gehen)/iu;

/** Leaving a job or taking a raise: the job search does not hold these. */
const NOT_A_SEARCH =
  /(?<!\p{L})(kündigen|kündige|gehaltserhöhung|lohnerhöhung|mehr gehalt|mehr lohn|befördert|beförderung|selbst(st)?ändig (machen|werden|arbeiten|sein)|selbst(st)?ändigkeit|berufswechsel|umschul|quereinst|eigene[snm]? (geschäft|unternehmen|firma|laden|café|bäckerei|praxis|studio)|verlag\p{L}*|manuskript|literaturagent\p{L}*|galerie|visum|visums)/iu;

/**
 * A court, a lawsuit, a lawyer or a judge, a custody case: words that make a question a legal matter even
 * where it names a home, an ex or a child, whose situations come first.
 */
const LEGAL_CORE =
  /((?<!\p{L})(vor|beim|vom|zum|ans|am) gericht(?!\p{L})|(?<!\p{L})(das|ein) gericht (entscheid|urteil|glaub|gibt)|(?<!\p{L})gerichts\p{L}*|gerichtlich\p{L}*|(?<!\p{L})(amts|land|ober|arbeits|familien|sozial|verwaltungs|straf|finanz|bundes|jugend)gericht\p{L}*|(?<!\p{L})(klage|klagefrist|klageschrift)(?!\p{L})|(räumungs|kündigungsschutz|sammel|unterlassungs|schadensersatz|zivil|straf)klage|(?<!\p{L})(soll|sollte|sollten|kann|könnte|will|muss|werde|lohnt es sich)(?!\p{L})[^.?!]{0,40} (ein)?klagen(?!\p{L})|verklag\p{L}*|einklag\p{L}*|eingeklagt|(?<!\p{L})anklage\p{L}*|angeklagt\p{L}*|(?<!\p{L})kläger(in)?(?!\p{L})|anw(a|ä)lt(in|innen|e|en|es|s|schaft|skanzlei|skosten)?(?!\p{L})(?!\s+(zu\s+)?werden)|(?<!\p{L})richter(in|innen|s)?(?!\p{L})|richterlich\p{L}*|rechtsstreit\p{L}*|(?<!\p{L})(sorge|umgangs)recht\p{L}*|(?<!\p{L})(gerichts|straf|ermittlungs|asyl|sorgerechts|scheidungs|klage|widerspruchs|berufungs|bußgeld|eil|zivil)verfahren(s)?(?!\p{L})|(?<!\p{L})(gerichts|straf|zivil|sorgerechts|scheidungs)prozess\p{L}*|(?<!\p{L})(den|der|dem|des|meinen|meinem|meines|einen|ein) prozess(es)?(?!\p{L})(?=[^.?!]{0,50}(gunsten|gewinn|verlier|ausgeh|ausgang|gegen|führen|richter|urteil))|(?<!\p{L})prozess (gegen|gewinnen|verlieren)|(gewinne|verliere|gewinnen|verlieren) (ich|wir) (den|meinen|unseren|diesen) prozess)/iu;
/** Other words of a legal matter: a hearing, an appeal, a report to the police, a visa, a claim or a settlement. */
const LEGAL = new RegExp(
  `${LEGAL_CORE.source}|(?<!\\p{L})(gerichtsverhandlung|hauptverhandlung|mündliche verhandlung|berufungsverhandlung|verhandlungstermin|anhörung|urteilsverkündung|(das|ein|im|zum|mein|meinem|ihr|sein) urteil(?!\\p{L})(?!\\s+(über|der|des|meiner|meines|von|anderer))|berufung (einleg|eingeleg)\\p{L}*|in (die )?berufung (gehen|geht|gehe|gegangen)|revision (einleg|eingeleg)\\p{L}*|widerspruch (einleg|eingeleg|gegen|erheb)\\p{L}*|einspruch|rechtsweg|rechtsberatung|rechtsschutz\\p{L}*|rechtshilfe|rechtslage|rechtsmittel|rechtliche[nrs]? (schritte|lage|situation|streit|hilfe|beratung|auseinandersetzung)|rechtlich (gegen|vorgehen|wehren|durchsetzen)|juristisch\\p{L}*|(miet|arbeits|familien|erb|straf|verkehrs|sozial|asyl|ausländer|aufenthalts)recht(?!\\p{L})|beratungshilfe|prozesskostenhilfe|verfahrenskostenhilfe|(das|mein|meinem|meines|ein|im|dem|des|unser|unserem) verfahren(s)?(?!\\p{L})|verfahren gegen|polizei\\p{L}*|strafanzeige|anzeige (erstatten|erstattet|gegen|bei)|(ihn|sie|jemanden|den|die|meinen|meine)(?!\\p{L})[^.?!]{0,25} anzeigen(?=\\s*[?.!,]|\\s*$)|angezeigt|ermittelt gegen|strafbefehl|strafverteidig\\p{L}*|vorstrafe\\p{L}*|bewährung(?!sprobe)|(haft|haftstrafe|untersuchungshaft|gefängnis|knast)(?!\\p{L})|verurteilung|(werde|wurde|wird|würde) (ich|er|sie)[^.?!]{0,20} verurteilt|freispruch|freigesprochen|visum|visums|visa-?antrag|aufenthalts?(titel|erlaubnis|genehmigung|recht|status)|niederlassungserlaubnis|ausländerbehörde|abschiebung|abgeschoben|ausweisung|asyl\\p{L}*|duldung|einbürgerung(?!stest)|arbeitserlaubnis|schadensersatz|schmerzensgeld|entschädigung|abfindung|kündigungsschutz\\p{L}*|mahnbescheid|vollstreckung\\p{L}*|außergerichtlich\\p{L}*|vergleichsangebot|(einen|den|dem) vergleich (annehm|akzeptier|zustimm|anbiet|ablehn|schließ|eingeh)\\p{L}*|vergleich (angeboten|vorgeschlagen)|gegenseite|gegnerische\\p{L}* (anwalt|anwältin|seite|partei)|gutachte[nr]\\p{L}*|zeugenaussage|als zeug(e|in)(?!\\p{L})|(muss|soll) ich aussagen|(vorgehen|wehren|wehre ich mich|wehr ich mich)(?!\\p{L})[^.?!]{0,10} gegen (\\p{L}+ ){0,2}(arbeitgeber\\p{L}*|vermieter\\p{L}*|hausverwaltung|versicherung|krankenkasse|behörde|jobcenter)|gegen (\\p{L}+ ){0,2}(arbeitgeber\\p{L}*|vermieter\\p{L}*|hausverwaltung|versicherung|krankenkasse|behörde|jobcenter)[^.?!]{0,30}(vorgehen|wehren|durchsetzen|gewinnen)|(versicherung|krankenkasse|haftpflicht)\\p{L}*[^.?!]{0,40}(zahlt nicht|zahlen nicht|weigert|lehnt[^.?!]{0,20} ab|abgelehnt|übernimmt nicht|will nicht zahlen)|(zahlt|übernimmt) (die|meine) (versicherung|haftpflicht))`,
  'iu',
);

/** One's own novel, book, poems, paintings, songs, album, film, play or game, and the stages, shows and publishers for it. */
const CREATIVE_WORK =
  /(roman(e|en|s)?(?!\p{L})|manuskript\p{L}*|(?<!\p{L})(mein|meine[mnrs]?|unser\p{L}*|eigene[mns]?|dieses|diesem) (\p{L}+ )?buch(es)?(?!\p{L})|(?<!\p{L})(ein|einen) (\p{L}+ )?buch (zu )?(schreiben|veröffentlichen|herausbringen|beenden)|(?<!\p{L})(kinder|sach|bilder|dreh|theater|fach|foto|gedicht)buch\p{L}*|(?<!\p{L})buch(projekt|vertrag|idee|manuskript|veröffentlichung|cover)\p{L}*|(?<!\p{L})(gedicht\p{L}*|lyrik|kurzgeschichte\p{L}*|erzählung(en)?|novelle|theaterstück\p{L}*|bühnenstück\p{L}*|hörspiel\p{L}*)(?!\p{L})|(?<!\p{L})(meine|unsere) (geschichten|songs|lieder|gedichte|bilder|gemälde|werke|zeichnungen|illustrationen|skulpturen|fotografien|kompositionen|kurzfilme|kunst|musik|malerei|fotografie)(?!\p{L})|(?<!\p{L})song\p{L}*|(?<!\p{L})lied(er|ern)?(?!\p{L})|(?<!\p{L})(album|alben|ep)(?!\p{L})|(?<!\p{L})(meine|unsere|neue|nächste|erste) single(?!\p{L})|(?<!\p{L})(meine[rn]?|unsere[rn]?|mit der|in einer) band(?!\p{L})|(?<!\p{L})(auftritt\p{L}*|open[- ]?mic|poetry[- ]?slam|lesebühne|lesung(en)?|vernissage|ausstell\p{L}*|galerie\p{L}*|atelier)(?!\p{L})|(?<!\p{L})(mein|meinem|unser|unserem|ein eigenes|ersten|eigenes) (erstes |nächstes |eigenes )?konzert(?!\p{L})|(?<!\p{L})kunst(werk|projekt|szene|markt|preis)\p{L}*|kreativ\p{L}*|schreibblockade|(?<!\p{L})schreib(projekt|gruppe|wettbewerb)\p{L}*|(?<!\p{L})(zum|am|beim|mit dem|ums) (schreiben|malen|komponieren|zeichnen|dichten|musizieren|musikmachen)(?!\p{L})|(?<!\p{L})(malen|zeichnen|komponier\p{L}*|dichten)(?!\p{L})|veröffentlich\p{L}*|publizier\p{L}*|self-?publishing|(?<!\p{L})verlag\p{L}*|(?<!\p{L})verleger\p{L}*|literaturagent\p{L}*|(?<!\p{L})lektor(in|at)?(?!\p{L})|(schreib|kunst|foto|musik|literatur|gesangs|song|kurzgeschichten)wettbewerb\p{L}*|(?<!\p{L})(mein|meinen|meinem|unser|unseren|unserem) (eigene[nm]? |ersten |neuen |nächsten )?(kurz|dokumentar|spiel)?film(e|en|s)?(?!\p{L})|(?<!\p{L})(ein|einen) (\p{L}+ )?film (zu )?(drehen|machen|produzieren)|kurzfilm\p{L}*|dokumentarfilm\p{L}*|dreharbeiten|(?<!\p{L})(mein|meinem|unser|unserem|ein|eigene[ns]) (eigenes |erstes |neues )?(videospiel|computerspiel|brettspiel|game|indie-?game)(?!\p{L})|(?<!\p{L})(mein|meinem|unser|unserem|ein) (eigenes|erstes) spiel(?!\p{L})|spieleentwicklung)/iu;
/** Someone who means to read, watch or visit another's work, not to make their own. */
const CONSUMING =
  /(?<!\p{L})((soll|sollte|werde|kann|darf|möchte|will) ich[^.?!]{0,60}(?<!\p{L})(lesen|anschauen|ansehen|anhören|besuchen|kaufen|schauen|gucken)|(lese|kaufe|besuche|schaue|höre) ich)(?!\p{L})/iu;

/** Life purpose, a calling, meaning, the direction of one's life, one's spiritual path or growth, a soul lesson. */
const PURPOSE =
  /(?<!\p{L})(berufung|welchen sinn (hat|hätte) (mein|das) leben|berufen(?=\s*[?.!]|\s*$)|wozu (bin ich|fühle ich mich) berufen|lebensaufgabe|lebenssinn|lebensziel\p{L}*|lebensweg\p{L}*|lebensrichtung|lebensplan|lebensmission|seelenaufgabe|seelenplan|seelenweg|seelenlektion|lernaufgabe|lebenslektion|lektion(en)?|sinn (meines|in meinem|im|des|von meinem) leben\p{L}*|sinnsuche|sinnkrise|sinnfrage|sinnlos\p{L}*|sinnerfüllt\p{L}*|sinnstiftend\p{L}*|(tiefere[nr]?|echte[nr]?|eigentliche[nr]?|wahre[nr]?) sinn|sinn (finden|suche|suchen|spüren)|(meinem|dem) leben (einen |wieder |mehr )?sinn|was (mir|meinem leben) sinn|(gibt|gäbe|verleiht)[^.?!]{0,20} sinn|bestimmung|wofür (bin ich|lebe ich|ich lebe|brenne ich|ich brenne)|wozu (bin ich|lebe ich)|warum bin ich (hier|auf der welt|auf dieser welt)|was (ist|wäre) mein (lebens)?zweck|meine (wahre |eigentliche )?(aufgabe|mission) (im leben|in diesem leben|auf dieser welt|auf der welt|hier)|meine (wahre |eigentliche )?(aufgabe|mission)(?=\s*[?.!]|\s*$)|(was soll|was will|was möchte) ich (eigentlich |nur )?(mit|aus) meinem leben|was (fange|mache) ich (nur |eigentlich )?(mit|aus) meinem leben|richtung (in )?meine[ms]? leben\p{L}*|meinem leben (eine |eine neue |mehr )?richtung|(wohin|wo) (soll|geht|führt) (mein leben|mein weg)|welche richtung (soll|sollte) (mein leben|ich)|(meinen|mein) (eigenen |wahren |richtigen )?weg (finden|im leben|gehen)|finde ich meinen (eigenen |wahren |richtigen )?weg|spirituell\p{L}*|spiritualität|innere[nrs]? (weg|wachstum|entwicklung|ruf)|(persönlich|seelisch)\p{L}* (wachstum|entwicklung|weiterentwicklung|reife)|meine seele|karma\p{L}*|karmisch\p{L}*|erwachen|erleuchtung|höhere[ns]? selbst|(?<!in )erfüllung|erfüllte[snm]? leben|was mich (wirklich |tief |innerlich )?erfüllt|(soll|muss|darf) ich (gerade |jetzt |im moment |in diesem leben |hier |daraus )?lernen(?=\s*[?.!]|\s*$)|was (will|möchte) (mir )?das (universum|leben) (mir )?(beibringen|lehren|zeigen)|meine leidenschaft (finden|entdecken)|was (ist|sind) meine leidenschaft(en)?)(?!\p{L})/iu;

/** A good, true or false friend: a friend's kind, whoever asks. */
const FRIEND_KIND =
  /(?<!\p{L})(ein|eine|einen|einem|einer|keine?) (echte[mnrs]?|wahre[mnrs]?|falsche[mnrs]?|gute[mnrs]?|treue[mnrs]?) (freund|freundin)(?!\p{L})/iu;
/**
 * A friend named as a friend: a best friend, friends, a friendship, the circle of friends. "Meine Freundin"
 * or "mein Freund" alone may be a partner, so these alone do not make a question one of friendship.
 */
const FRIENDS_NAMED =
  /(?<!\p{L})(beste[nmrs]? (freund|freundin|freunde|freunden|freundinnen|kumpel)|freundschaft\p{L}*|freundeskreis\p{L}*|freundesgruppe|freundinnen|freunde[n]?|kumpel\p{L}*|clique|befreundet\p{L}*|(schul|jugend|kindheits|sandkasten|studien)freund\p{L}*|bff|(ein|eine) (freund|freundin) von mir)(?!\p{L})/iu;
const FRIENDS = new RegExp(`${FRIENDS_NAMED.source}|${FRIEND_KIND.source}`, 'iu');
/** Trust and closeness between friends: honest or fake, jealous, drifting apart, giving more than one gets. */
const CLOSENESS =
  /(?<!\p{L})(ehrlich\p{L}*|aufrichtig\p{L}*|vertrau\p{L}*|misstrau\p{L}*|verlassen (auf|kann)|echt\p{L}*|wahre[nrs]?|falsch\p{L}*|fake|oberflächlich\p{L}*|neid\p{L}*|eifersüchtig\p{L}*|eifersucht|gönn\p{L}*|läster\p{L}*|hinter meinem rücken|ausgenutzt|aus(zu)?nutzen|nutzt[^.?!]{0,30} aus|benutzt|einseitig\p{L}*|(immer|nur) ich|mehr (gebe|gibt|investiere|mühe)|zurück(bekomme|kommt|zubekommen)|auseinander\p{L}*|entfern\p{L}*|entfremd\p{L}*|distanz\p{L}*|abstand|nähe|nah(e)? (bleiben|sein|stehen)|verbunden|verbindung|verlieren (wir|uns)|bleiben wir|(freunde|freundinnen|befreundet|verbunden|in kontakt|eng|nah|nahe) bleiben|bleibt (unsere|die|eure) freundschaft|halten|hält|überstehen|übersteht|wegzieh\p{L}*|zieht weg|umzieh\p{L}*|zieht[^.?!]{0,20} nach|wichtig|bedeute|bedeutet|meint es|loyal\p{L}*|zuverlässig\p{L}*|verlässlich\p{L}*|toxisch|tut mir[^.?!]{0,20} gut|ohne mich|außen vor|ausgeschlossen|zurückgezogen|zieht sich[^.?!]{0,20} zurück|distanziert|kühler|verändert|anders|kaum (noch )?zeit|(denkt|denken|hält|halten|reden|redet|spricht|sprechen)[^.?!]{0,30} (über|von) mi(ch|r)|mag (sie|er|\p{L}+) mich|für mich da|an meiner seite|entwickeln|entwickelt|zukunft|beenden|aufgeben)(?!\p{L})/iu;
/** Envy and talk behind one's back: with "meine Freundin" or "mein Freund" alone, a friend's. */
const ENVY = /(?<!\p{L})(neidisch|gönnt|läster\p{L}*)(?!\p{L})/iu;
/** A crush, a kiss, "more than friends": the heart's, not the friendship's. */
const ROMANCE =
  /(?<!\p{L})(verliebt\p{L}*|verlieb\p{L}*|liebt|gefühle (für|zu)|mehr als (nur )?(freund|freundin|freunde|freundschaft)|(aus|in) (unserer|der|dieser) freundschaft[^.?!]{0,30} mehr|freundschaft plus|küss\p{L}*|geküsst|schwärm\p{L}*|crush|flirt\p{L}*|anziehung|affäre|(eine|unsere) beziehung(?! zu))(?!\p{L})/iu;
/** Having no friends, or finding new ones: loneliness, which comes after the friendship. */
const FRIENDLESS =
  /(?<!\p{L})(einsam\p{L}*|allein(e)?|keine (richtigen |echten |wahren |engen |guten )?(freunde|freundinnen)|(neue )?(freunde|freundinnen) (finden|kennenlernen|kennen lernen)|finde ich (neue )?(freunde|freundinnen|anschluss)|(finde ich|finden|kennenlernen|kennen lernen)(?!\p{L})[^.?!]{0,30}(freund|freundin)|(freund|freundin) (zu )?(finden|kennenlernen))(?!\p{L})/iu;

/**
 * Work against a private life: no time for oneself or one's family, too much on one's plate, always in a
 * rush, a job and children to fit together; burnout and stress stay the mind's, which comes first.
 */
const BALANCE =
  /(?<!\p{L})(work-?life|(?<!(innere|inneren|seelische|seelischen|emotionale|emotionalen|hormonelle|hormonellen) )balance|vereinbar\p{L}*|unter einen hut|(gleichgewicht|ausgleich)(?!\p{L})[^.?!]{0,40}(arbeit|job|beruf|familie|privat|leben|alltag|freizeit)|(arbeit|job|beruf|familie|leben|alltag)\p{L}*[^.?!]{0,40}(ins|im|in ein|aus dem) gleichgewicht|ausgleich zu|(habe|hab|finde|nehme|gönne|bleibt mir)(?!\p{L})[^.?!]{0,30}zeit für mich|zeit für mich selbst|me-?time|(nie|keine|kaum|zu wenig|wenig|mehr|wieder)( noch)? zeit (für|mit) (meine|meinen|meinem|meiner|die|den|das|unsere|unser|unseren|freunde|hobbys|sport|familie)|in eile|(ab)?gehetzt|hetze|hetzen|hamsterrad|(viel|zu viel|so viel) (um die ohren|auf dem teller|auf einmal)|zu viel (zu tun|am hals)|alles (unter|gleichzeitig|allein stemmen|gerecht)|schaffe ich (das )?alles(?=\s*[?.!]|\s*$)|(allem|allen|beidem) gerecht|gerecht (zu )?werden|komme (nie|kaum|selten|nicht mehr) dazu|jonglier\p{L}*|spagat|nach feierabend|(nach der arbeit|vom job|von der arbeit)[^.?!]{0,30}abschalten|abschalten(?=\s*[?.!]|\s*$)|(keine|kaum|wenig|zu wenig|mehr) freizeit|privatleben|familienleben|teilzeit|stunden reduzieren|(weniger|mehr|so viel|zu viel) arbeite|(weniger|mehr) arbeiten|zu wenig stunden|nie genug zeit|zeitmangel|zeitnot|alleinerziehend\p{L}*[^.?!]{0,40}(job|arbeit|beruf|vollzeit)|(job|arbeit|beruf|vollzeit\p{L}*|karriere|studium|nebenjob)\p{L}*,? (und|mit) (\p{L}+ )?(familie|kind|kinder|kindern|haushalt|privatleben|freizeit|partnerschaft|freunde|freunden)|(familie|kind|kinder|kindern|haushalt|privatleben|freizeit)\p{L}*,? (und|neben) (\p{L}+ )?(job|arbeit|beruf|vollzeit\p{L}*|karriere)|(sehe|sehen) (ich )?(meine|meinen|unsere|die) (kinder|familie|freunde|partner\p{L}*|mann|frau)[^.?!]{0,15}(kaum|selten|zu wenig|nie)|(meine|meinen|unsere|die) (kinder|familie|freunde|partner\p{L}*|mann|frau) (kaum|selten|zu wenig|nie)( noch)? (sehe|sehen)|neben (der arbeit|dem job|dem beruf|dem studium|der vollzeit))(?!\p{L})/iu;

/** Drinking, smoking, vaping or weed, named: a habit to change, where a line may name help gently. */
const SUBSTANCE =
  /(?<!\p{L})(alkohol\p{L}*|(?<!(kaffee|tee|wasser|kakao|etwas|genug) )(trinke|trinken)|getrunken|trinkerei|saufe|saufen|besäufnis|betrunken|besoffen|nüchtern (bleiben|werden|sein)|(bleibe|bleiben|werde|werden)(?!\p{L})[^.?!]{0,30} nüchtern|trocken\p{L}* (januar|monat|woche|wochentag|tag|tage)|dry january|alkoholfrei\p{L}*|(glas|gläser|gläschen|flasche|flaschen)( \p{L}+)? (wein|rotwein|weißwein|bier|sekt|prosecco|schnaps)|(jeden|jede|abends|täglich|ständig|zu viel|nicht ohne|ohne)(?!\p{L})[^.?!]{0,20}(wein|rotwein|weißwein|bier|sekt|prosecco|schnaps)|feierabendbier\p{L}*|schnaps|wodka|rauch(e|en|er|erin|stopp|pause)?|nichtraucher\p{L}*|zigarett\p{L}*|kippe[n]?|e-?zigarett\p{L}*|dampfe|dampfen|vape[n]?|vaping|nikotin\p{L}*|shisha|snus|kiff\p{L}*|weed|joints?|cannabis|marihuana)(?!\p{L})/iu;
/** Other habits: the phone and scrolling, sugar, gaming, shopping sprees, and the word habit itself. */
const HABIT =
  /(?<!\p{L})(gewohnheit\p{L}*|abgewöhn\p{L}*|abzugewöhnen|gewöhne ich mir[^.?!]{0,40} ab|süchtig\p{L}*|sucht(problem|beratung)\p{L}*|(handy|kauf|spiel|ess|zucker|nikotin|alkohol|internet|online|serien|smartphone)sucht|scroll\p{L}*|bildschirmzeit|handyzeit|handykonsum|(am|aufs|auf dem|auf mein|mit dem|vom|von meinem|mein) (handy|smartphone)[^.?!]{0,30}(hänge|hängen|klebe|kleben|los|weg|lösen|weglegen|ständig|stundenlang|zu viel|zu oft)|(ständig|dauernd|stundenlang|zu viel|zu oft|immer) (\p{L}+ ){0,2}(am|aufs|auf dem|mit dem) (handy|smartphone|tablet)|(handy|smartphone) (weglegen|weg ?legen|aus der hand)|(zu viel|ständig|dauernd|stundenlang|nächtelang|weniger|aufhören|pause|verzicht\p{L}*|reduzier\p{L}*|begrenz\p{L}*|abends|nachts|zeit (auf|am|mit|in))[^.?!]{0,30}(social media|instagram|tiktok|youtube|netflix|reels|serien|gaming|videospiele|computerspiele|konsole|playstation)|(social media|instagram|tiktok|reels|gaming|videospiele|computerspiele)[^.?!]{0,30}(zu viel|ständig|stundenlang|weniger|aufhören|pause|löschen|verzicht\p{L}*|los)|zocke|zocken|gezockt|zucker|süßigkeiten|süßkram|schokolade|nasche|naschen|genasche|(esse|nasche)(?!\p{L})[^.?!]{0,40}(zu viel|ständig|jeden abend|abends|nachts|heimlich)|heißhunger|fressattacke\p{L}*|fast ?food|kaufrausch|shoppingsucht|frustkäuf\p{L}*|frustshoppen|impulskäuf\p{L}*|(zu viel|ständig|dauernd) (online )?(shoppe|shoppen|bestelle|bestellen|kaufe|kaufen)|kaufe[^.?!]{0,30}(zu viel|ständig|dauernd|dinge|sachen|nicht brauche)|sportwetten|glücksspiel\p{L}*|casino)(?!\p{L})/iu;
/** Someone else's drinking or smoking ("Mein Mann trinkt zu viel", helping him stop): not the asker's habit to change. */
const OTHERS_HABIT =
  /(?<!\p{L})(trinkt|säuft|raucht|kifft|dampft|zockt|scrollt|nascht|(ihm|ihr|ihnen|meine[mnr]? \p{L}+|unsere[mnr]? \p{L}+) (dabei |damit )?(helfen|unterstützen))(?!\p{L})/iu;
/** The asker's own, said in the first person, even beside another's. */
const MY_HABIT = /(?<!\p{L})(trinke|saufe|rauche|kiffe|dampfe|zocke|scrolle|nasche)(?!\p{L})/iu;
const ANY_HABIT = new RegExp(`${SUBSTANCE.source}|${HABIT.source}`, 'iu');

export const SCENARIO_PATTERNS_DE: ScenarioPatterns = {
  own_grief: unless(SUPPORT, DEATH),
  support_grieving: allOf(SUPPORT, new RegExp(`${DEATH.source}|trauert|trauernd|beileid`, 'iu')),
  pet_health: new RegExp(`${allOf(PET, ILL).source}|${PET_CARE.source}`, 'iu'),
  // A couple's treatment to have a child is the hope for a child, not an illness.
  loved_one_ill: unless(FERTILITY, allOf(RELATIVE, ILL)),
  fertility: FERTILITY,
  mind: /(?<!\p{L})(burn-?out|ausgebrannt|erschöpf|depress|angststörung|angstzust|panikattacke|ängste(?!\p{L})(?! (vorm|vor dem|beim) (fliegen|flug))|ängstlich|(so viel|ständig|dauernd|immer) angst(?! (vorm|vor dem|beim) (fliegen|flug))|gestresst|stress(?!\p{L})(?! (mit|in der beziehung|zwischen))|überfordert|überlastet|(psychisch|seelisch|mental|emotional)(e[nmrs]?)? (gesundheit|verfassung|zustand|befinden|lage|kraft|kräfte|stabil|belast|probleme|tief)|psyche|niedergeschlagen|antriebslos|innerlich leer|keine kraft mehr|am ende meiner kräfte|nervenzusammenbruch|kann nicht (mehr )?schlafen|schlaflos|therapie|innere ruhe|innerlich (unruhig|ruhiger|erschöpft)|zur ruhe)/iu,
  their_feelings: unless(
    // A best friend's or friends' view of the asker is the friendship's, unless the question is of a crush.
    new RegExp(
      `${FIGHT.source}|(?<!\\p{L})(${BOSS.source})(?!\\p{L})|(mag|liebe) ich mich|${unless(ROMANCE, FRIENDS).source}`,
      'iu',
    ),
    /(?<!\p{L})((fühlt|denkt|empfindet)(?!\p{L})[^?.!]{0,40}(über|von|für) (mich|mir)(?!\p{L})|hält (er|sie|\p{L}+( \p{L}+)?) von mir|(liebt|mag|vermisst|begehrt)( \p{L}+){0,2} mich(?!\p{L})|denkt (er|sie|\p{L}+) (noch )?an mich|gefühle (für mich|hat (er|sie)|hegt)|(hat|haben) (er|sie|\p{L}+) (noch )?gefühle|interesse an mir|(an mir|in mich) interessiert|interessiert an mir|interessiert (er|sie|\p{L}+) sich für mich|steht (er|sie|\p{L}+) auf mich|verliebt in mich|in mich verliebt|ernst mit mir)/iu,
  ),
  ex_return: unless(new RegExp(`${MOVING_ON.source}|${LEGAL_CORE.source}`, 'iu'), EX),
  breakup_recovery: unless(LEGAL_CORE, BREAKUP),
  the_one: unless(
    SEEKING,
    /(?<!\p{L})(seelenverwandt|seelenpartner|dualseele|zwillingsflamme|soulmate|füreinander bestimmt|für mich bestimmt|(vor)?bestimmt für|vorherbestimmt|(ist|war) (es|das|unsere begegnung) schicksal|(meine|die) große liebe(?=\s*[?.!]|\s*$)|liebe meines lebens|(mann|frau|mensch) meines lebens|(der|die) richtige(?=\s*(für mich)?\s*[?.!,]|\s*$)|(der|die) eine(?=\s*[?.!,]|\s*$))/iu,
  ),
  marriage:
    /(?<!\p{L})(heirat|hochzeit|verlob|heiratsantrag|(einen|den) antrag(?!\p{L})(?! (auf|für|stellen|beim|bei))|trauung|standesamt|ja-?wort|eheschließung|vor den altar|(um meine|um die) hand)/iu,
  new_relationship:
    /(?<!\p{L})((zusammen|daten|date|datet|treffen uns|kennen uns|schreiben|beziehung)[^.?!]{0,30}(seit|nach|erst|vor) (ein paar|einigen|wenigen|zwei|drei|vier|fünf|sechs|\d+) (wochen|monaten|dates)|(seit|erst|vor) (ein paar|einigen|wenigen|zwei|drei|vier|fünf|sechs|\d+) (wochen|monaten) (zusammen|daten|kennengelernt|kennen)|(meine|unsere|diese) (neue|junge|frische) (beziehung|liebe)|(mein|meinem|meinen|meine|meiner) neue[nrm]? (freund(in)?|partner(in)?)(?!\p{L})|frisch (verliebt|zusammen)|erste[ns]? dates?|(wird|ist) (das|es|daraus)( mit uns)? (etwas|was) (ernstes|festes)|(etwas|was) ernstes|ernst mit uns|wohin (führt|geht) (das|es|die sache)|kennenlernphase|lockere sache|situationship)/iu,
  relationship_future: new RegExp(
    `(?<!\\p{L})((unsere[rnm]?|meine[rnm]?) (beziehung|partnerschaft|ehe)(?!\\p{L})(?! zu(?!\\p{L}))|zusammenziehen|zusammen ziehen|gemeinsame wohnung|zusammen alt werden|wie geht es mit uns weiter|haben wir (eine |noch eine )?zukunft|(bleiben|halten) wir (zusammen|durch)|mit (meinem|meiner) (${PARTNER_WORDS})(?!\\p{L})[^.?!]{0,40}(weiter|zukunft|entwickel|halten|bleiben)|(zukunft|weiter)[^.?!]{0,30}mit (meinem|meiner) (${PARTNER_WORDS})(?!\\p{L})|(meinem|meiner) (${PARTNER_WORDS})(?!\\p{L})[^.?!]{0,40}(zweifel|erzählen|sagen|gestehen)|wir als paar)`,
    'iu',
  ),
  meet_someone:
    /(?<!\p{L})((jemanden|jemand) (neues |neuen |besonderen |passenden |tolles )?(kennen|finden|treffen|begegn|lerne)|(?<!(leute|menschen|freunde|kollegen|nachbarn) )kennen ?lernen|lerne ich (jemanden|jemand|\p{L}+) kennen|(die|meine|eine) (große |wahre |neue )?liebe (finden|treffen|begegnen|kennenlernen)|finde ich (die|eine|meine) (große |wahre |neue )?liebe|liebe (meines lebens )?finden|(einen|eine|den|die|meinen|meine) (neuen |richtigen |passenden )?(partner|partnerin|freund|freundin|mann|frau|seelenverwandten)( fürs leben)? (finden|kennenlernen|treffen)|finde ich (einen|eine|den|die|meinen|meine) (neuen |richtigen |passenden )?(partner|partnerin|freund|freundin|mann|frau|seelenverwandten)|(treffe|finde|begegne|kennenlerne)[^.?!]{0,25}(den|die) (richtigen?|eine[nr]?)(?=\s*[?.!,]|\s*$|\s+(für mich|partner|mann|frau|menschen))|traummann|traumfrau|traumpartner|liebe in mein leben|wann kommt (die|eine) (neue |große )?liebe|(?<!(meine|unsere|neue|nächste|erste) )single|für immer allein|allein(e)? bleiben|verlieben|verliebe ich|neue liebe|neue beziehung)/iu,
  friend_conflict: new RegExp(
    `${allOf(FRIEND, FIGHT).source}|(?<!\\p{L})freundschaft[^.?!]{0,30}(retten|kitten|reparieren|vorbei|zerbrochen|kaputt|am ende)`,
    'iu',
  ),
  friendship: unless(
    new RegExp(
      `${ROMANCE.source}|${FRIENDLESS.source}|${BALANCE.source}|${SUBSTANCE.source}|(?<!\\p{L})(soll ich|werde ich|kündig|auswander|bewerb|ziehe ich)`,
      'iu',
    ),
    new RegExp(
      `${allOf(FRIENDS, CLOSENESS).source}|(?<!\\p{L})freundschaft|${FRIEND_KIND.source}|${allOf(FRIEND, ENVY).source}`,
      'iu',
    ),
  ),
  // A parent fitting a job and children together is finding a balance, not a question about the child.
  child: unless(
    new RegExp(`${CHILD_WISH.source}|${LEGAL_CORE.source}|${BALANCE.source}`, 'iu'),
    /(?<!\p{L})((mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer) (sohn|tochter|kind|kinder|teenager|jugendliche[nr]?|junge|jungen|mädchen|stiefsohn|stieftochter|pflegekind)(?!\p{L})|pubertät|teenager|erziehung|erziehen|als (mutter|vater|eltern)|kita|kindergarten)/iu,
  ),
  family_rift: allOf(FAMILY, RIFT),
  loneliness: unless(
    new RegExp(`${SUBSTANCE.source}|${SOLO_TRIP.source}`, 'iu'),
    /(?<!\p{L})(einsam|vereinsamt|(so|ganz|immer|oft|sehr|völlig) allein|fühle mich (so )?allein|allein(e)? (fühle|bin)|keine (richtigen |echten )?freunde|niemanden (zum reden|habe|der)|isoliert|neu in (der|einer|dieser) stadt|anschluss finden|dazugehören|neue (freunde|leute|menschen) (finden|kennenlernen)|freunde finden|finde ich (neue )?(freunde|leute|anschluss))/iu,
  ),
  // Abroad or another town with a trip's words is the trip ("für drei Wochen ins Ausland reisen").
  relocation: new RegExp(`${MOVE.source}|${unless(TRIP, ELSEWHERE).source}`, 'iu'),
  home: unless(
    LEGAL_CORE,
    /((?<!ferien)wohnung|(?<!\p{L})(haus(kauf|suche|bau)|(ein|das|unser|ein eigenes|mein|eigenes) haus(?!\p{L})|eigenheim|immobilie|mietvertrag|vermieter|besichtigung|wg(?!\p{L})|wg-zimmer|ein zuhause))/iu,
  ),
  // A journey within, a business trip or a holiday romance is not a trip's; a court, or work against a life, comes after.
  travel: unless(new RegExp(`${NOT_A_TRIP.source}|${LEGAL_CORE.source}|${BALANCE.source}`, 'iu'), TRIP),
  interview: /(vorstellungsgespräch|bewerbungsgespräch|jobinterview|(?<!\p{L})interview)/iu,
  job_search: unless(
    NOT_A_SEARCH,
    /((?<!\p{L})(jobsuche|jobangebot|jobzusage|(einen|neuen|den|diesen|ersten|nächsten|anderen) job(?!\p{L}))|(?<!\p{L})((eine|die|neue[n]?|diese|der) stelle(?!\p{L})|stellensuche|arbeit (finden|suchen|bekommen)|(eine|neue|wieder) arbeit(?!\p{L})|arbeitslos|arbeitssuche|bewerbung|bewerbe|beworben|vorstellungsgespräch|bewerbungsgespräch|eingestellt|anstellung|lebenslauf|ausbildungsplatz|praktikum|probezeit|absage|zusage))/iu,
  ),
  raise:
    /(?<!\p{L})(gehaltserhöhung|lohnerhöhung|gehaltsverhandlung|(mehr|höhere[ns]?) (gehalt|lohn)|befördert|beförderung|beruflich\p{L}* aufstieg|karrieresprung|führungsposition|teamleitung|chef werden)/iu,
  // Mails after hours, too much work to see one's children: the balance's, which comes after.
  workplace: unless(BALANCE, allOf(AT_WORK, WORK_TROUBLE)),
  career_change:
    /(?<!\p{L})(kündigen|kündige ich|(job|beruf|stelle|arbeit) (wechseln|aufgeben|hinschmeißen|an den nagel)|berufswechsel|neuer beruf|neuen beruf|umschul|quereinst|neu orientier|neuorientierung|selbst(st)?ändig (machen|werden|arbeiten|sein)|selbst(st)?ändigkeit|eigene[snm]? (geschäft|unternehmen|firma|laden|café|bäckerei|praxis|studio|atelier)|gründen|gründung|existenzgründ|geschäftsidee|startup|start-up|meine (musik|kunst|malerei|fotografie|schreiberei) (ernst|zum beruf|hauptberuf|professionell|vollzeit)|(von|mit) (meiner|der) (musik|kunst|malerei|fotografie|schreiberei|schriftstellerei) (leben|geld)|vom (schreiben|malen|musikmachen|fotografieren) leben|als (künstler|künstlerin|musiker|musikerin|sänger|sängerin|schriftsteller|schriftstellerin|autor|autorin|fotograf|fotografin)|hauptberuflich|zum beruf machen|traumberuf)/iu,
  exam: unless(
    BALANCE,
    /((?<!über)prüfung|examen|klausur|(?<!\p{L})(test (bestehen|schaffen)|einstufungstest|sprachtest|einbürgerungstest|theorietest|führerschein|abitur|abi(?!\p{L})|matura|bachelorarbeit|masterarbeit|abschlussarbeit|doktorarbeit|dissertation|studium|aufnahmetest|eignungstest|bestehe ich|bestehen werde|durchfall|durchgefallen|semester|uni(?!\p{L})|universität|hochschule|studienplatz|bachelor(?!\p{L})|diplomarbeit|hausarbeit|thesis|referendariat|zulassung))/iu,
  ),
  // Becoming a judge, a lawyer or a police officer is a career, not a case.
  legal: unless(
    /(?<!\p{L})(richter\p{L}*|anwält\p{L}*|anwalt|staatsanwält\p{L}*|polizist\p{L}*|notar\p{L}*) (werden|zu werden)|(?<!\p{L})als (richter|anwält|anwalt|staatsanwält|polizist|notar)\p{L}*|polizeiausbildung|jura studieren|jurastudium/iu,
    LEGAL,
  ),
  money:
    /(geld|(?<!\p{L})(schulden|verschuldet|kredit|darlehen|ratenzahlung|raten (abzahlen|zahlen)|finanz|sparen|ersparnis|erspart|gespart|rechnungen|pleite|insolvenz|schufa|dispo|über die runden|budget|vermögen|investier|aktien|steuer(erklärung|berat|schuld|nachzahl|last)|finanzamt|nachzahlung|einkommen|miesen|im minus|ins minus|reicht[^.?!]{0,12} gehalt))/iu,
  balance: unless(SUBSTANCE, BALANCE),
  // Drinking or smoking named is the habit's, though the asker calls it ruining everything.
  self_sabotage: unless(
    SUBSTANCE,
    /(?<!\p{L})(sabotier|selbstsabotage|mir selbst im weg|im weg stehe|muster(?!\p{L})|wiederhole ich|immer wieder (das gleiche|dasselbe|die gleichen|denselben|in die gleiche)|mache[^.?!]{0,20} kaputt|(zerstöre|ruiniere)[^.?!]{0,20} (alles|das gute)|stoße[^.?!]{0,20} weg|mein eigener feind|meine eigene feindin)/iu,
  ),
  habit: new RegExp(`${MY_HABIT.source}|${unless(OTHERS_HABIT, ANY_HABIT).source}`, 'iu'),
  procrastination:
    /(?<!\p{L})(aufschieb|aufzuschieben|prokrastin|schieb\p{L}*[^.?!]{0,30} auf(?!\p{L})|motivation|unmotiviert|antrieb|disziplin|faul(?!\p{L})|in die gänge|nichts auf die reihe|nichts hin|nichts gebacken|breche (ich )?(alles|immer)[^.?!]{0,15} ab|fange nicht an|fange ich (nicht|nie) an|nicht anfangen|aufraffen|dranbleiben|(ziehe|halte)[^.?!]{0,20} (nie|nicht) durch)/iu,
  self_worth: SELF_WORTH,
  creative: unless(CONSUMING, CREATIVE_WORK),
  purpose: PURPOSE,
};
