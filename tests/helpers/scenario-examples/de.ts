/** Real questions in de that the scenario patterns must find, and ones they must not (reader-scenarios). */
import type { Scenario } from '../../../core/oracle/scenarios/scenario.js';

/** Questions each pattern must find . */
export const SCENARIO_EXAMPLES_DE: Partial<Record<Scenario, string[]>> = {
  own_grief: [
    'Mein Vater ist letzten Monat gestorben. Wie komme ich damit klar?',
    'Seit dem Tod meiner Mutter kann ich kaum arbeiten. Soll ich meinen Job kündigen?',
    'Meine Katze musste eingeschläfert werden, wird der Schmerz je leichter?',
  ],
  support_grieving: [
    'Wie kann ich meiner Freundin helfen, deren Mutter gestorben ist?',
    'Meine Kollegin trauert um ihren Mann, was kann ich für sie tun?',
    'Was schreibe ich in eine Beileidskarte für meinen Nachbarn?',
  ],
  pet_health: [
    'Mein Hund muss nächste Woche operiert werden, wird alles gut gehen?',
    'Wird mein Kaninchen wieder gesund?',
    'Was sollte ich vor dem Termin beim Tierarzt wissen?',
  ],
  loved_one_ill: [
    'Meine Mutter liegt im Krankenhaus, wird sie sich erholen?',
    'Mein Mann hat die Diagnose Krebs bekommen, wie kann ich ihm beistehen?',
    'Wie überstehe ich die Operation meines Vaters?',
  ],
  mind: [
    'Ich habe ein Burnout, wie finde ich wieder zu mir?',
    'Warum bin ich in letzter Zeit so erschöpft und gestresst?',
    'Was hilft mir gegen meine Angstzustände?',
  ],
  their_feelings: ['Was fühlt er für mich?', 'Liebt sie mich noch?', 'Was denkt Jonas über mich?'],
  ex_return: [
    'Kommt mein Ex zu mir zurück?',
    'Werden wir nach der Trennung wieder zusammenkommen?',
    'Soll ich zu meinem Exfreund zurückgehen?',
  ],
  breakup_recovery: [
    'Wie komme ich über meinen Ex hinweg?',
    'Wie finde ich nach der Trennung wieder zu mir selbst?',
    'Wann hört der Liebeskummer endlich auf?',
  ],
  the_one: [
    'Ist er der Richtige für mich?',
    'Ist sie meine Seelenverwandte?',
    'Sind wir füreinander bestimmt?',
  ],
  marriage: [
    'Werde ich dieses Jahr heiraten?',
    'Macht mir mein Freund bald einen Antrag?',
    'Wie wird unsere Hochzeit?',
  ],
  new_relationship: [
    'Wir daten seit drei Wochen, wird daraus etwas Ernstes?',
    'Wohin führt die Sache mit dem Mann, den ich vor zwei Monaten kennengelernt habe?',
    'Hat meine neue Beziehung eine Zukunft?',
  ],
  relationship_future: [
    'Wie wird sich unsere Beziehung entwickeln?',
    'Sollen wir zusammenziehen?',
    'Hat meine Ehe eine Zukunft?',
  ],
  meet_someone: [
    'Werde ich dieses Jahr jemanden kennenlernen?',
    'Wann finde ich die große Liebe?',
    'Ich bin seit Jahren Single, ändert sich das bald?',
  ],
  friend_conflict: [
    'Ich habe mich mit meiner besten Freundin gestritten, wie können wir uns versöhnen?',
    'Was denkt mein bester Freund nach unserem Streit über mich?',
    'Meine Freundin meldet sich seit Wochen nicht mehr, ist unsere Freundschaft vorbei?',
  ],
  child: [
    'Mein Sohn zieht sich immer mehr zurück, wie erreiche ich ihn?',
    'Wie kann ich meiner Tochter in der Pubertät helfen?',
    'Unser Kind hat Probleme in der Schule, was braucht es jetzt?',
  ],
  family_rift: [
    'Wie kann ich mich mit meinem Bruder wieder versöhnen?',
    'Soll ich meinem Vater verzeihen?',
    'Meine Schwester und ich haben seit einem Jahr nicht miteinander gesprochen. Werden wir uns wieder vertragen?',
    'Wie gehe ich mit dem Konflikt mit meinen Eltern um?',
    'Wie kann ich meiner Schwiegermutter gegenüber Grenzen setzen?',
    'Meine Mutter hat sich nie bei mir entschuldigt, wie finde ich Frieden?',
  ],
  loneliness: [
    'Ich fühle mich so einsam, wann ändert sich das?',
    'Ich bin neu in der Stadt und kenne niemanden, wie finde ich Anschluss?',
    'Warum habe ich keine Freunde?',
  ],
  relocation: [
    'Soll ich nach Berlin ziehen?',
    'Ist es richtig, nach Kanada auszuwandern?',
    'Umziehen oder bleiben: Was ist besser für mich?',
  ],
  home: [
    'Bekomme ich die Wohnung, auf die ich mich beworben habe?',
    'Sollen wir dieses Jahr ein Haus kaufen?',
    'Klappt es mit unserer Eigentumswohnung?',
  ],
  interview: [
    'Wie läuft mein Vorstellungsgespräch am Montag?',
    'Bekomme ich die Stelle nach dem Bewerbungsgespräch?',
    'Was sollte ich vor dem Vorstellungsgespräch morgen wissen?',
  ],
  job_search: [
    'Werde ich bald einen neuen Job finden?',
    'Finde ich nach der Ausbildung eine Stelle?',
    'Ich bin seit einem Jahr arbeitslos, wann ändert sich das?',
  ],
  raise: [
    'Bekomme ich die Gehaltserhöhung, um die ich bitten will?',
    'Werde ich dieses Jahr befördert?',
    'Wie spreche ich meinen Chef auf mehr Gehalt an?',
  ],
  career_change: [
    'Wird meine Geschäftsidee wirklich funktionieren?',
    'Soll ich meinen Job kündigen und mich selbstständig machen?',
    'Soll ich meine eigene Bäckerei eröffnen?',
    'Ist es Zeit, meine Musik ernst zu nehmen?',
  ],
  workplace: [
    'Wie gehe ich mit meinem schwierigen Chef um?',
    'Meine Kollegen schließen mich aus. Was soll ich tun?',
    'Warum schätzt meine Managerin meine Arbeit nicht?',
    'Wird die Spannung in meinem Team besser?',
    'Meine Kollegin gibt meine Ideen im Meeting als ihre aus und bekommt die Anerkennung. Wie spreche ich das an?',
    'Ich fühle mich bei der Arbeit übergangen, wie kann ich mich besser abgrenzen?',
    'Was denkt mein Chef über mich?',
  ],
  exam: [
    'Bestehe ich meine Führerscheinprüfung?',
    'Wie läuft meine Masterarbeit?',
    'Schaffe ich das Staatsexamen im Frühjahr?',
  ],
  money: [
    'Wie gehe ich mit dem Geld der Familie um?',
    'Wann bin ich endlich schuldenfrei?',
    'Soll ich einen Kredit aufnehmen?',
    'Wie bekomme ich meine Finanzen in den Griff?',
  ],
  self_sabotage: [
    'Warum sabotiere ich mich immer selbst?',
    'Warum wiederhole ich immer dasselbe Muster?',
    'Warum stehe ich mir selbst im Weg?',
  ],
  procrastination: [
    'Warum schiebe ich alles auf?',
    'Wie finde ich die Motivation anzufangen?',
    'Warum fange ich nicht an, obwohl ich es will?',
  ],
  self_worth: [
    'Wie kann ich selbstbewusster werden?',
    'Warum habe ich das Gefühl, nie genug zu sein?',
    'Wie höre ich auf, mich ständig mit anderen zu vergleichen?',
    'Werde ich jemals an mich glauben?',
    'Ich fühle mich bei der Arbeit wie eine Hochstaplerin. Wann hört das auf?',
    'Warum vergleiche ich mich immer mit meiner Schwester?',
    'Warum mag ich mich selbst nicht?',
  ],
};

/** Questions no pattern may find: they come from no particular situation. */
export const SCENARIO_NONE_DE: string[] = [
  'Mache ich alles richtig?',
  'Ist der Mustervertrag in Ordnung?',
  'Was sollte ich über diese Woche wissen?',
  'Was bringt mir der nächste Monat?',
  'Welche Energie begleitet mich heute?',
  'Worauf sollte ich mich im neuen Jahr konzentrieren?',
  'Was möchte mir das Universum gerade sagen?',
  'Was sollte ich dieses Jahr über meine Familie wissen?',
  'Wohin sollen wir mit der Familie in den Sommerurlaub fahren?',
  'Was erwartet mich dieses Jahr im Job?',
  'Wie wird mein erster Tag im neuen Büro?',
  'Soll ich die beiden Angebote noch einmal vergleichen?',
  'Was ist meine größte Stärke?',
];
