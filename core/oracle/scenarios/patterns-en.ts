/** The situations of scenario.ts as questions in this language name them. */
import type { ScenarioPatterns } from './scenario.js';

/** Someone close: a loss, an illness or a worry is about one of them. */
const CLOSE =
  '(mother|mom|mum|mama|father|dad|papa|parents?|brother|sister|son|daughter|child|kid|husband|wife|partner|boyfriend|girlfriend|fianc\\p{L}*|friend|grand\\p{L}*|aunt|uncle|cousin|nephew|niece)';
const PARTNER = '(my|our) (husband|wife|(boy|girl)friend|partner|fianc\\p{L}*)';
const PET =
  '(dog|cat|puppy|kitten|pet|rabbit|bunny|horse|pony|parrot|bird|hamster|guinea pig|ferret|tortoise)';
const SUPPORTING =
  '(support|comfort|console|be there for|help (my|a|him|her|them|someone|somebody)|what (can|should|do) i (say|do|write)|(say|write) to)';
/** A loss is named: a death, a funeral, a miscarriage. */
const LOSS = `(died|have to die|had to die|passed away|passed on|passing of|death of|loss of (my|our|her|his|their) (\\p{L}+ )?${CLOSE}|lost (my|our|her|his|their) (\\p{L}+ )?(${CLOSE}|${PET}|baby)|grie(f|ve|ves|ving)|mourn\\p{L}*|bereave\\p{L}*|funerals?|miscarr\\p{L}*|lost the baby|pregnancy loss(es)?|(lost|losing) (a|the|my|our|another|two|three|\\p{L}+) (\\p{L}+ )?pregnanc(y|ies)|stillb(irths?|orn)|put (him|her|them|my \\p{L}+|our \\p{L}+) (down|to sleep)|(was|were|be|been|being) put (down|to sleep)|euthani[sz]\\p{L}*|(my|our) late (\\p{L}+ )?${CLOSE}|(my|our) (\\p{L}+ )?${CLOSE}('s)? (spirit |soul )?(is |are )?(watching over|in heaven|at peace(?! with)))`;

/** Their own child: a worry about them is the child scenario's, not the asker's mood or a lover's feelings. */
const KIDS =
  '(my|our) (son|daughter|kids?|child|children|teen\\p{L}*|toddler|stepson|stepdaughter|stepchild)';

/** A relative other than one's own child: a rift with one of them is the family's, not a lover's or an ex's. */
const RELATIVE =
  '(mother|mom|mum|mama|father|dad|papa|parents?|brothers?|sisters?|siblings?|grand\\p{L}*|aunts?|uncles?|cousins?|nephews?|nieces?|step-?(mother|mom|mum|father|dad|brother|sister)|(mother|father|brother|sister|son|daughter)s?-in-law|in-laws|relatives?|family)';

/** Someone one works with: trouble with one of them is the workplace's, not a lover's or a friend's. */
const WORK_PERSON =
  '(boss(es)?|manager|managers|line manager|supervisor|team ?lead(er)?|director|employer|ceo|colleagues?|co-?workers?|workmates?|team ?mates?|my team|our team|the team|hr|the office|at work|my work|my job)';

/** Words of romance: a crush on a colleague is a matter of the heart, not of the workplace. */
const ROMANCE = '(crush|in love|fancy|feelings for|attracted|date|dating|cheat\\p{L}*|kiss\\p{L}*)';

/** `s`: a question written over several lines is still one question. */
const re = (source: string) => new RegExp(source, 'ius');
const word = (alternatives: string) => `(?<!\\p{L})${alternatives}(?!\\p{L})`;

/** A rift with a relative who is named: "my brother and I haven't spoken", "forgive my father". */
const FAMILY_RIFT = `(?=.*${word(`(my|our|me and|i and|with) (\\p{L}+ )?${RELATIVE}('s)?`)}).*${word(
  "(repair|fix|mend|heal|make up|made up|making up|reconcil\\p{L}*|forgiv\\p{L}*|apologi[sz]\\p{L}*|sorry|estrange\\p{L}*|(not|stopped|never|no longer|haven'?t|hasn'?t|hadn'?t|don'?t|doesn'?t|won'?t|aren'?t|isn'?t|barely) (been |even )?(talk|speak|spoken|talking|speaking|talked)|cut (me |us |them |him |her )?off|cut ties|no contact|fight\\p{L}*|fought|argu\\p{L}*|quarrel\\p{L}*|conflict\\p{L}*|fell out|falling out|fallen out|rift|feud\\p{L}*|tension|drift\\p{L}*|hurt me|hurts me|hurt (him|her|them)|boundar\\p{L}*|get along|getting along|relationship with|between (me|us)|bond with|resent\\p{L}*|grudge|disown\\p{L}*|blame\\p{L}*|angry|mad at|upset with)",
)}`;
/** Not a rift in the family: a question of the heart ("does my mother still love me after our fight",
 * "reconcile with my brother") is a lover's or an ex's only when it names one. */
const NOT_FAMILY = `(?!(?!.*${word('(ex|exes|ex-\\p{L}+|husband|wife|(boy|girl)friend|partner|fianc\\p{L}*)')})${FAMILY_RIFT})`;

/**
 * A legal matter named outright: a court, a lawsuit, a tribunal, custody, an eviction, a lawyer engaged, an
 * asylum or visa case. A question that names one is the legal matter's, even where it names an ex, a child,
 * a landlord, a move, stress or a lost job too ("Will I get custody of my kids?", "Should I take my landlord
 * to court?"): those situations come earlier and step aside for it.
 */
const LEGAL =
  '((?<!(tennis|basketball|food|squash|netball|volleyball|badminton|on the) )court(s|room|house)?(?! (me|him|her|them|someone|somebody)(?!\\p{L}))|law ?suits?|litigat\\p{L}*|suing|sued|(?<=(?<!\\p{L})(i|we|you|they|he|she|to|should|could|can|would|might|must|not|gonna|then) )sue(?=\\s*[?.!,]|\\s*$| (my|the|them|him|her|me|us|for|over|an?|this|that|your|their|his|our)(?!\\p{L}))|tribunals?|legal (action|case|battle|dispute|proceedings|claim|aid|fight|trouble|matter|issues?|problems?|advice|fees|process)|proceedings|custody|(hire|get|getting|find|need|consult|see|call|talk to|speak to|speak with) (a|an|my|the) (\\p{L}+ )?(lawyer|attorney|solicitor)|(divorce|immigration|family|employment|criminal|defen[cs]e|my|our) (lawyer|attorney|solicitor)s?|evict\\p{L}*|deposit back|asylum|deport\\p{L}*|(visa|immigration|residence|residency|citizenship) (appeal|case|hearing|refusal|claim|interview)|(visa|residence permit|green card) (was |got |has been |been |is )?(refused|rejected|denied))';
/** Not a legal matter: for the situations before it in the order whose questions may name one in passing. */
const NOT_LEGAL = `(?!.*${word(LEGAL)})`;

/** A work of one's own, after a verb ("finish my novel", "make a game", "show my paintings"). */
const WORKS =
  '(novels?|novellas?|books?(?! (club|tickets?|flights?|trips?|holidays?|appointments?)(?!\\p{L}))|manuscripts?|memoirs?|poems?|poetry|short stor(y|ies)|stories|screenplays?|scripts?|plays?|albums?|eps?|songs?|lyrics|music|demos?|singles?|films?|movies?|documentar(y|ies)|comics?|graphic novels?|paintings?|drawings?|illustrations?|art(?! (school|college|class|classes|degree|teacher|history)(?!\\p{L}))|artworks?|sculptures?|photos|photographs|photography|podcasts?|exhibitions?|installations?|zines?|(video |board |indie |mobile )?games?)';
/** The same after "my" or "our" and one word at most ("my debut album"), without the words another
 * situation says after "my" ("my brother plays", "my game", "my photos", "my portfolio"). */
const MY_WORK =
  '((my|our) (\\p{L}+ )?(novels?|novellas?|books?(?! (club|tickets?)(?!\\p{L}))|manuscripts?|memoirs?|poems?|poetry|short stor(y|ies)|stories|screenplays?|scripts?|albums?|eps?|songs?|lyrics|music|demos?|singles?(?! (life|mom|mum|dad|parent|friends?|status)(?!\\p{L}))|films?|movies?(?! (night|date|theat(er|re)|tickets?)(?!\\p{L}))|documentar(y|ies)|comics?|graphic novels?|paintings?|drawings?|illustrations?|art(?! (school|college|class|classes|degree|teacher|history)(?!\\p{L}))|artworks?|sculptures?|photography|podcasts?|exhibitions?|zines?|blog|(video|board|indie|mobile) games?)|(my|our) (new |first |next )?play(?! (with|it|a|the|well|time|dates?|games?|along)(?!\\p{L})))';

/** A friend named, whose trust or closeness a friendship's question is about. */
const FRIEND =
  '(friends?(hip)?s?|bff|bffs|besties?|best (mate|pal|buddy)s?|(my|our|a|her|his) (mates?|pals?|buddy|buddies))';

/**
 * Trust and closeness in a friendship, without a fight: honesty, a friend who seems fake or jealous,
 * drifting apart, staying close after a move, giving more than one gets.
 */
const FRIEND_TRUST =
  "(honest\\p{L}*|dishonest\\p{L}*|lie|lies|lied|lying|truth\\p{L}*|trust\\p{L}*|distrust\\p{L}*|loyal\\p{L}*|disloyal\\p{L}*|genuine\\p{L}*|sincere\\p{L}*|one-sided|lopsided|fake|phon(e|ey|y)(?= friends?(?!\\p{L}))|two-faced|secrets?|(real|true|a good) friends?(hip)?|(good|bad|toxic|healthy|unhealthy|one-sided|lopsided|fair-weather) (friends?(hip)?|for me|influence)|using me|use me|uses me|used me|takes? advantage|taking advantage|jealous\\p{L}*|envious|envy|compet\\p{L}*|happy for me|behind my back|gossip\\p{L}*|talk(s|ing)? about me|(care|cares|cared) (about|for) me|(value|values|appreciate|appreciates|respect|respects) me|(really|actually|even|still|truly|genuinely) (like|likes|care|cares|want|wants|need|needs|value|values)(?! (him|her|them)(?!\\p{L}))|(think|thinks) of me|feels? about me|sees? me as|miss(es)? me|want(s)? to be (my )?friends|still be friends|drift\\p{L}*|grow(ing|n)? apart|grew apart|(stay|staying|remain|remaining|still|keep being) (close|friends|in touch|connected)|(keep|keeping|lose|losing|lost) touch|(get|getting|grow|growing|be|feel|feeling) (\\p{L}+ )?closer|closeness|distant|distance(?! learning)|long-distance|(give|giving|gave) (so |much |way )*more than|(always|only|have to be|has to be|am|i'?m) (the one|me) (who|to|that)|makes? (an |the |any |more )?effort|making (an |the |any |more )?effort|reach(es|ing)? out first|(only|just) (call|calls|text|texts|message|messages|contact|contacts|remember|remembers|want|wants|need|needs) me when|(cancel\\p{L}*|bail\\p{L}*|flak\\p{L}*) on me|(keep|keeps|always) cancel\\p{L}*|(invite|invites|invited|include|includes|included) me|friends?(hip)? (\\p{L}+ ){0,3}(last|survive|change)|future of (our|my|this|the) friendship|after (she|he|they|my friend) (moves?|moved|leaves?|left|relocates?)|(is|are) (she|he|they) (really |still |even |actually )?(my|a) (\\p{L}+ )?friend)";

/** A friendship's question that is another situation's: a crush on a friend, finding friends at all. */
const NOT_FRIENDSHIP = `(?!.*${word(
  "((will|should|shall|can|could) i (get|find|land|move|relocate|emigrate|pass|quit|take|apply|start)|move to|crush|in love|feelings for|attracted|dat(e|es|ing)|kiss\\p{L}*|romantic\\p{L}*|more than (just )?friends|feel the same|like me back|friend ?zon\\p{L}*|no friends|(any|few|new) friends|(make|making|made|find|finding|meet|meeting) (a |an |some |new |real |true |close |good |more )*friends?|(don'?t|do not|never) have (a |any )?(close |real |true |good )?friends?|(should|shall|can|could|will|do) (i|we) (move|relocate|emigrate)|(i'?m|i am|we'?re|we are) (moving|relocating|emigrating))",
)})`;

/** Giving more than one gets, with no one else named: a friendship's question too. */
const GIVE_MORE =
  "((give|giving|gave) (so |much |way |always )*more than (i|i'?m) (get|getting|receive|receiving|got|take)|(always|why am i) the one who (reach\\p{L}* out|makes? (the |an )?effort|calls?|texts?|checks? in|makes? plans)|one-sided friendships?|(we|us) (\\p{L}+ ){0,2}(stay|remain|still be|keep being) (close|friends|in touch)(?! with)|(stay|remain) friends)";

/** Balance said outright, of a life and not of an account: "work-life balance", "juggling", "find balance". */
const BALANCE_WORDS =
  "(work[- ]?life|life[- ]?work|balanc\\p{L}* ([\\p{L}'-]+ ){0,4}(work|job|jobs|career|family|kids|children|home|life|everything|it all|studies|study|school|uni|parenting|time|priorities|responsibilities|commitments|motherhood|fatherhood|business|caregiving|caring|myself|me|rest)|(work|job|career|family|life|home|studies) ([\\p{L}'-]+ ){0,3}balanc\\p{L}*|(find|finding|found|more|some|better|healthy|healthier|no|lack of|need|restore|restoring|regain|get|keep|keeping|bring|strike) (a |the |some |any )?(better |healthier |real |good )?balance|balance (in|into|to|back (in|into|to)) (my|our|life|the way i live|everyday)|balance between|(out of|off) balance|unbalanced|(?<!(hormonal|chemical|hormone) )imbalance|balanced (life|week|weeks|days|schedule|routine)|juggl\\p{L}*)";

/**
 * The heart of balancing work and the rest of life: said outright ("work-life balance", "juggling my job
 * and the kids", "too much on my plate", "no time for myself"). A child's, a workplace's and an exam's
 * question step aside for it.
 */
const BALANCE_CORE = `(${BALANCE_WORDS}|(too much|so much|a lot|loads|tons) on my plate|(my )?plate is (so |too |way too )?full|spread(ing)? (myself )?(too |so )?thin|stretched (too |so )?thin|pulled in (too many|all|every|different|a hundred) directions|me[- ]time|time (for|to) myself|(a )?life outside (of )?work|(no|never|never any|not enough|never enough|little|hardly any|more|less) (\\p{L}+ ){0,2}time (for|with) (my |the )?(family|kids|children|partner|husband|wife|myself|loved ones)|(job|work|career|business) and (my |the )?(kids|children|family|home|private life|personal life|life|studies|partner)|(kids|children|family|home|private life|personal life|studies) and (my |a |the )?(job|work|career|business)|always (rushing|in a (rush|hurry))|rushing (around|from|everywhere|through)|(never|barely|hardly) (home|there) for)`;
const NOT_BALANCE = `(?!.*${word(BALANCE_CORE)})`;

/** The rest of a life too full: no time for what matters, always busy, working every evening. */
const BALANCE_MORE =
  "((no|never|never have|never any|never enough|not enough|not much|little|hardly any|zero|barely any|don'?t have|do not have|can'?t find|cannot find|find|finding|make|making|more|less|any|spend more|have more|get more|get some|carve out|(there'?s|there is) (never|no)( enough)?) (\\p{L}+ ){0,3}time (\\p{L}+ ){0,3}(for|to|with) (myself|me|my (family|kids|children|partner|husband|wife|friends|hobbies|health|loved ones|self|life)|the (family|kids|children|people i love|things i love)|family|friends|hobbies|rest|resting|relax\\p{L}*|breathe|what (really |truly )?matters|what i (love|enjoy)|(the )?things (that|i) (matter|love|enjoy)|anything (else|fun)|fun|sleep)|(family|quality|free|personal|down) ?time|(i'?m|i am|i'?ve been|i feel|feeling|being|life is|my life is|my days are|my weeks are|my schedule is|my calendar is) (so |too |always |constantly |really |incredibly |way too )*(busy|hectic|packed|full|rushed|crazy)|(never|can'?t|cannot) (seem to )?(stop|slow down|switch off|unplug|rest|relax)|switch off (from|after) work|(take|taking|took|doing|do) on too much|(doing|do) too much|(over-?commit|over-?schedul|over-?book)\\p{L}*|learn to say no|say no more( often)?|(work|working|i work) (all the time|too much|so much|too many hours|long hours|late|every (weekend|evening|night)|weekends|nights|evenings|(so much |too much |constant |endless )?overtime)|long hours|(fewer|less|shorter|reduced|flexible) hours|(go|going|work|working) part[- ]time|(four|4)-day (work )?week|flexible (working|schedule|hours)|work emails?|(check|checking|answer|answering) (work )?emails (at night|after hours|on (the )?weekends?|in the evenings?)|after hours|mental load|(working|single|busy|tired|stay-at-home) (mom|mum|mother|dad|father|parent)|miss(ing)? (out on )?(my kids|my children|my family|the kids|family time) (grow\\p{L}*|because)|(always|constantly) running (around|late|from))";

/** A drink, a smoke, a screen: the habits named in a question, on their own or with a wish to change. */
const HABIT_STRONG =
  '(alcohol\\p{L}*|booze|boozing|hangovers?|hung ?over|binge[- ]?(drink\\p{L}*|watch\\p{L}*|eat\\p{L}*)|(heavy|problem|social|weekend|daily|evening) drink\\p{L}*|drinking(?! (water|tea|juice|enough water)(?!\\p{L}))|drinker|drink (too much|so much|every|alone|less|more than|at night|on weeknights|most nights|wine|beer|alcohol|to (cope|relax|unwind|forget))|drinks? (every|most|each) (night|day|evening|weekend)|(wine|beer|vodka|gin|whisky|whiskey|cocktails?|prosecco|cider) (every|most|each) (night|day|evening|weekend)|(glass|glasses|bottle|bottles|pints?) of (wine|beer|prosecco|cider)|(get|getting|got) (drunk|wasted|hammered)|sober\\p{L}*|sobriety|dry (january|july|weekdays?|weekends?|month|days?|nights?)|alcoholics anonymous|smok(e|es|ed|ing|er|ers)(?! (alarm|detector|signals?|and mirrors)(?!\\p{L}))|cigarettes?|cigs|nicotine|tobacco|vap(e|es|ed|ing|er|ers)|e-?cigs?|juul|snus|weed(?! (the|my|our|out|around)(?!\\p{L}))|cannabis|marijuana|getting high|stoned|edibles|cocaine|drugs(?! (test|trial)(?!\\p{L}))|doomscroll\\p{L}*|(endless(ly)?|mindless(ly)?|constant(ly)?|keep|always|hours( of)?|stop|of) scrolling|scrolling (\\p{L}+ ){0,3}(phone|instagram|tiktok|social media|reels|at night|in bed|for hours|all (day|night)|every (night|day|evening)|instead|too much)|scroll(ing)? (\\p{L}+ ){0,2}(my phone|instagram|tiktok|social media|reels)|screen ?time|(phone|social media|internet|porn|gaming|shopping|sugar|food|gambling|tiktok|instagram|netflix|youtube) (addiction|habit|problem|use|binges?|detox|fast)|addict\\p{L}*|hooked on|(bad|old|unhealthy|nasty|this|my|daily|evening|nightly|night-time) habits?|habit of|break(ing)? (the|this|my|a|that) (\\p{L}+ )?habits?|cravings?|relaps\\p{L}*|cold turkey|cut(ting)? (out )?(sugar|caffeine|coffee|alcohol|sweets|junk food|snacks|takeaways)|(keep|keeps|always) (eating|snacking|overeating|buying things|ordering takeaways?|reaching for my phone|checking my phone)|(emotional|stress|comfort|late-night|night-time) eating|overeating|eat (too much|so much)|impulse (buy\\p{L}*|shopping|spending|purchases)|(shopping|spending) (sprees?|habit)|gambl\\p{L}*|betting|slot machines?)';
/** What a habit to change may be about, after a wish to stop or a measure of too much. */
const HABIT_TARGET =
  '((my |the )?(phone|mobile|social media|instagram|tiktok|youtube|netflix|reddit|twitter|facebook|reels|screens?|internet|video games|computer games|online games|mobile games|gaming|playstation|xbox|porn|sugar|sweets|chocolate|snacks|snacking|junk food|fast food|takeaways?|energy drinks|soda|fizzy drinks|coffee|caffeine|shopping|online shopping|spending|buying things|amazon|wine|beer|nail[- ]biting)|biting my nails)';
const HABIT_CHANGE =
  "(stop|stopping|quit|quitting|give up|giving up|cut (down|back)( on)?|cutting (down|back)( on)?|kick|kicking|ditch|ditching|less|reduce|reducing|control|limit|limiting|too much|so much|hours (of|on)|every (night|day|evening|morning|weekend)|all night|obsessed with|can'?t (stop|put down|live without)|cannot (stop|put down)|break free from|rely on|relying on|without)";
/** Another person's habit: a partner's drinking, a friend who smokes. The reader speaks of the asker's own. */
const HABIT_OTHER = `((${CLOSE}|colleague|co-?worker|room-?mate|flatmate|housemate|boss)('s)? (\\p{L}+ ){0,3}(drink|drinks|drinking|drinker|drunk|smokes|smoking|smoker|vapes|vaping|gambles|gambling|gaming|scroll\\p{L}*|addict\\p{L}*|sober|sobriety|relaps\\p{L}*|habits?|drugs|high|weed|alcohol\\p{L}*)|(he|she|they) (\\p{L}+ ){0,2}(drinks|smokes|vapes|gambles|is (drinking|smoking|vaping|gambling|using|high|drunk|addicted)|are (drinking|smoking|vaping|gambling|using|high|drunk|addicted)|keeps? (drinking|smoking|vaping|gambling))|(help|get|make|convince|encourage|support|want|persuade) (him|her|them|my (\\p{L}+ )?${CLOSE}) (to )?(stop|quit|cut|give up|get sober|go sober|drink less|smoke less)|(his|her|their) (drinking|smoking|vaping|gambling|gaming|habits?|addiction|phone|spending|drug use|weed))`;
/** A habit to change, named: with a wish to stop, a measure of too much, or as a habit outright. */
const HABIT = `(${HABIT_STRONG}|${HABIT_CHANGE} (\\p{L}+ ){0,2}${HABIT_TARGET}|${HABIT_TARGET} (\\p{L}+ ){0,3}(too much|so much|less|every (night|day|evening|weekend)|all (night|day)|taking over|(is|are) (taking|ruining|eating)))`;

/**
 * Hoping for a child, in the words people use: trying to conceive, IVF and the clinic, the two-week wait,
 * "am I pregnant?", a wish for a baby or a second child. Not a pregnancy under way, nor a lost one (grief's).
 */
const FERTILITY_STRONG =
  '(ivf|icsi|iui|ttc|fertility|infertil\\p{L}*|subfertil\\p{L}*|conceiv\\p{L}*(?! (of|an? idea|a plan)(?!\\p{L}))|conception|embryos?|egg (freezing|retrieval|collection|donors?|donation)|freez(e|ing) (my|our) eggs|(embryo|frozen) transfer|implantation|ovulat\\p{L}*|fertile (window|days)|surroga\\p{L}*|sperm (donors?|count|test|analysis)|donor (eggs?|sperm)|(two|2)[- ]?week wait|2ww|tww|(trying|try|tried|tries) (to|for) (conceive|get pregnant|(have )?(a|another|our|my) (first |second |third |own )?(baby|child|little one)|a second|a third|baby (number|no\\.?) \\p{L}+|kids|children|a family))';
const FERTILITY = `(${FERTILITY_STRONG}|(get|gets|getting|got|become|becoming|fall|falling) pregnant|(am|are) (i|we) (\\p{L}+ )?pregnant|((might|may|could|can) i|i (might|may|could)) be pregnant|(think|hope|wonder if|wondering if|suspect|feel like) (i'?m|i am|we'?re|we are|i might be|i may be|i could be) pregnant|pregnancy (tests?|symptoms|signs|announcements?)|announc\\p{L}* (their|her|a|another|new) pregnanc\\p{L}*|announce pregnancies|(everyone|everybody|all my friends|all of my friends) (\\p{L}+ ){0,2}(is |are )?(pregnant|having (babies|kids|a baby))|(will|would|can|could|shall|am|are) (i|we) (ever |one day |someday )?(be|become) (a |an )?(mother|mom|mum|mommy|mummy|mama|father|dad|daddy|parents?)(?!\\p{L})(?! (to|for) )|(late|missed) period|(my )?period (is|was) late|(will|would|can|could|should|shall|do|does|did|may|might|to|ever|going to|gonna|i'?ll|we'?ll) (\\p{L}+ ){0,2}((have|having|get|getting|conceive) (a|another|our|my) (first |second |third |own |healthy )?(baby|babies|child|little one)|(have|having) (kids|children|a family|a baby of (my|our) own))|(want|wants|wanted|wanting|ready for|hope for|hoping for|longing for|dream of) (to have )?(a |another |a second |a third )?(baby|babies|kids|children|child)(?! (of|from|to|who)(?!\\p{L}))|having a baby|(baby|pregnancy|babies|children|kids) in (my|our) (near )?future|(time|ready) for (a |another |our )?(second |third |first )?(baby|child)|baby (number|no\\.?) (two|three|2|3)|(sibling|little brother or sister|brother or sister) for (my|our|him|her)|give (him|her|them|my \\p{L}+|our \\p{L}+) a (little |baby )?(sibling|brother|sister)|(start|starting|grow|growing|expand|expanding) (a|our|my) family|(ever|one day|someday|finally|ready to|want to|wants to|hope to|chance to|able to|to) (be|become) (a )?(mother|mom|mum|mommy|mummy|mama|father|dad|daddy|parents?)(?!\\p{L})(?! (to|for) )|become (a )?(mother|mom|mum|father|dad|parents?)(?!\\p{L})(?! (to|for) ))`;
/** Someone else's pregnancy or wish named, with no hope of the asker's own in the question. */
const OTHER_PREGNANT = `(my|our|her|his|their|a) (\\p{L}+ )?((mother|mom|mum|father|dad|parents?|brother|sister|son|daughter|child|kid|friend|grand\\p{L}*|aunt|uncle|cousin|nephew|niece|colleague|co-?worker|boss|neighbou?r|room-?mate|flatmate|ex|(sister|daughter)-in-law)|${PET})('s)? (\\p{L}+ ){0,3}(pregnan\\p{L}*|having a baby|expecting|ivf|trying for a baby|trying to conceive)`;
const SELF_HOPE = `((i|we|i'?m|we'?re|i'?ve|we'?ve|me|us)(?!\\p{L})( \\p{L}+){0,3} (trying|try|tried|pregnant|conceive|ivf|baby|babies|child|kids|children)|(my|our) turn)`;

/** A trip, a holiday, travelling: the words that name one. */
const TRIP =
  "((?<!(business|work|guilt|ego|power|acid|shopping|grocery|supermarket|sales|conference|field) )trips?(?! (up|over|wire|hazard|to the (dentist|doctor|hospital|shops?|store|supermarket|gp|vet|pharmacy|bank|post office|gym|er))(?!\\p{L}))|road ?trips?|(on|a|our|my|this|that|the|next|family|summer|winter|spring|autumn|beach|ski|skiing|sun|walking|hiking|camping|cycling|package|dream|first|big|short|little|long|week'?s|weekend|solo|girls'?|lads'?|couples?'?) holiday(?! (season|party|parties|shopping|period|pay|cards?|spirit|decorations|dinner|gifts?|presents?|bonus|rota)(?!\\p{L}))|(our|my|summer|family|ski|beach) holidays|(go|going|went|gone) on holidays?|holiday (in|to|abroad|with|plans?|destination|budget|home|rental|cottage|let|flat|apartment|villa)|(?<!(the|christmas|school|festive|easter|over|during) )holidays (in|to|abroad|with|plans)|(?<!(bank|public|national|religious|school) )vacations?(?! (days?|time|pay|policy|request|hours|allowance)(?!\\p{L}))|staycation|getaway|weekend away|city break|(?<!(time|business|work) )travel\\p{L}*(?! (nurse|agent|agency|industry|blog(ger)?|writer|writing|time|expenses|allowance)(?!\\p{L}))|backpack(ing|er|ers)|inter-?rail\\p{L}*|cruise|safari|honeymoon|sightseeing|(see|explore|travel) the world|journey (abroad|overseas|alone|on my own)|visit\\p{L}* (\\p{L}+ ){0,3}(abroad|overseas)|(road|train|rail|overland|long|sea) journey|tour (of|around|through)|itinerary|passport|jet ?lag|fear of flying|(afraid|scared|terrified|nervous|anxious) (of|about) (flying|the flight|my flight|planes?)|flying (alone|solo|abroad|long-haul|for the first time)|(long-haul|long haul|overnight|first) flights?|(my|our|the) flights? (to|home|there|next|tomorrow|on)|fly(ing)? (to|alone|solo|abroad|overseas|long-haul|out|there)|(hotel|hostel|airbnb) (for|in) (my|our|the) (trip|stay|holiday)|packing (list|for))";
/** A trip that is work's (a business trip, a job that means travel) or a life decision about a job. */
const NOT_TRIP = `(?!.*${word('((business|work|work-related|company|conference|sales) (trip|travel)s?|travel\\p{L}* (for|to|with) (work|business|my job|clients)|(job|jobs|role|position|career)\\p{L}* (\\p{L}+ ){0,6}travel\\p{L}*|(quit|quitting|leave|leaving) (my|the|this) (job|work|career)|commut\\p{L}*|(my|our) band)')})`;
/** A move named outright: with it, the trip is the relocation's and the home's (a move after a trip). */
const MOVE_STRONG =
  '((should|shall|can|will) (i|we) (move(?! (forward|ahead|on|in|up)(?!\\p{L}))|relocate|emigrate)|mov(e|ing) (to|abroad|away|back|overseas|countries|cities|out of|home)|relocat\\p{L}*|emigrat\\p{L}*|immigrat\\p{L}*|live abroad|living abroad|(buy|buying|bought|purchase|mortgage|sell|selling|landlord|tenancy|lease))';
/** A trip named without a move: a relocation's and a home's question steps aside for it. */
const NOT_TRAVEL = `(?!(?!.*${word(MOVE_STRONG)}).*${word(TRIP)})`;

export const SCENARIO_PATTERNS_EN: ScenarioPatterns = {
  own_grief: re(`^(?!.*${word(SUPPORTING)}).*${word(LOSS)}`),
  support_grieving: re(`^(?=.*${word(SUPPORTING)}).*${word(`(${LOSS}|lost (a|her|his|their)|loss)`)}`),
  pet_health: re(
    `${word('(vets?|veterinar\\p{L}*)')}|^(?=.*${word(`(${PET}s?|${PET}'s)`)}).*${word('(sick|ill|illness|unwell|surgery|operation|treatment|diagnos\\p{L}*|tumou?r|cancer|lump|kidneys?|liver|infection|recover\\p{L}*|get better|health|healthy|limping|not eating|stopped eating|medication|biopsy)')}`,
  ),
  // A fertility treatment or a partner's test before IVF is hoping for a child, not an illness.
  loved_one_ill: re(
    `^(?!.*${word(FERTILITY_STRONG)})(?=.*${word(`(${CLOSE}|${CLOSE}'s|(s)?he|they|him|her|them)`)}).*${word("(ill|illness|sick(?! of)|unwell|dying|hospital|hospitali[sz]ed|surgery|operation|cancer|tumou?r|chemo\\p{L}*|diagnos\\p{L}*|biopsy|treatment|stroke|heart attack|dementia|alzheimer'?s|intensive care|icu|test results|scan results|recover from (the|his|her|their) (surgery|operation|illness|stroke))")}`,
  ),
  // Hoping for a child, one's own: someone else's pregnancy named with no hope of the asker's own is not.
  fertility: re(
    `^(?!(?=.*${word(OTHER_PREGNANT)})(?!.*${word(SELF_HOPE)}))(.*${word(FERTILITY)}|(?=.*${word(OTHER_PREGNANT)}).*${word(SELF_HOPE)})`,
  ),
  // Nerves about a flight or the trip itself are the trip's.
  mind: re(
    `^(?!.*${word(KIDS)})${NOT_LEGAL}(?!.*${word('(anxiety|anxious|stress|stressed|panic|panic attacks?|nervous|scared|afraid) (about|before|of|on|during) (the |my |our |a |this |long |long-haul )?(flights?|flying|planes?|trip|travel\\p{L}*|holiday|vacation)|(flight|flying|travel) anxiety')}).*${word(
      "(anxiety|anxious|panic attacks?|stress|stressed|burn-?out|burn(ed|t) out|exhausted|exhaustion|depress\\p{L}*|overwhelmed|mental health|emotional (health|state|wellbeing|well-being)|well-?being|low mood|(feel|feeling|felt) (so |really |very )?(low|down|empty|drained|numb|hopeless|worthless)|can'?t sleep|(so|always|constantly) tired|insomnia|inner peace|peace of mind|nervous breakdown)",
    )}`,
  ),
  their_feelings: re(
    `^${NOT_FAMILY}(?!.*${word(`(friends?(hip)?|${KIDS}|(my|our) ${RELATIVE}(?!'s))`)})(?!(?!.*${word(ROMANCE)}).*${word(WORK_PERSON)}).*${word(
      "((does|do|did|will) (?!(anyone|anybody|someone|somebody|nobody|no one|i|you|it|this|that|(my |the )?(guides?|spirits?|angels?|ancestors?|universe|cards))\\b)(\\p{L}+|my \\p{L}+) (still |really |even |secretly |ever )?((love|like|miss|want|fancy|care (about|for)|think (about|of)|dream (about|of)|have feelings for|regret (losing|leaving|hurting)) me|(want|need) from me|feel (anything|something|the same))|(how|what) (does|do|did) (?!(anyone|i|you|it|this|that)\\b)(\\p{L}+|my \\p{L}+) (really |truly )?(feel|think|see)|(what|how) (is|'s) (he|she) (feeling|thinking)|(his|her|their) (true |real )?(feelings|intentions|thoughts)|(is|are) (he|she|they) (really |still )?(interested|into me|attracted|in love|thinking (about|of) me|serious about me|over me)|what am i to (him|her|them)|(is|are) (he|she|they) (cheating|lying|seeing someone)|(will|would) (he|she|they) (ever )?(text|call|message|contact|write to|reach out to) me|(he|she|they) (still )?(loves?|likes?|misses?) me|my crush)",
    )}`,
  ),
  ex_return: re(
    `^${NOT_FAMILY}${NOT_LEGAL}(?!.*${word('(get(ting)? over|move on|moving on|forget|let (him|her|them) go|let go|heal|stop thinking)')}).*${word(
      "(ex|exes|ex-\\p{L}+|back together|get (him|her|them) back|win (him|her|them) back|(he|she|they)('ll| will| would)? (ever )?(come|comes|coming) back|come back to me|return to me|go(ing)? back to (him|her|them)|reconcil\\p{L}*|second chance (with|for) (us|him|her|them))",
    )}`,
  ),
  breakup_recovery: re(
    `^${NOT_FAMILY}${NOT_LEGAL}.*${word(
      '(get(ting)? over (him|her|them|my ex|it|the (break-?up|divorce|separation))|move on(?! (from|in|with) (my|this|the) (job|career|work|company))|moving on|heal (from|after)|recover from (the|my|our|this) (break-?up|divorce|separation|split|relationship|heartbreak)|(after|since|over|from) (the|my|our|this) (break-?up|divorce|separation|split)|stop (hurting|missing (him|her|them)|crying over)|heartbreak|broken heart|(we|they) broke up|broke up with me|broken up|split up with me|dumped|left me|after (being )?(separated|divorced)|find myself|let go of (him|her|them|my ex|the past)|forget (him|her|them|my ex))',
    )}`,
  ),
  the_one: re(
    `^(?!.*${word('(meet|find|come into my life|come along|enter my life)')}).*${word(
      '(the one(?=\\s*(for me)?\\s*[?.!,]|\\s*$)|soul ?mates?|twin flames?|meant to be(?! (doing|here|in this (life|world))(?!\\p{L}))|meant for (me|each other)|destined (to be|for)|right (person|one|man|woman|guy|girl|partner) for me|my person|love of my life)',
    )}`,
  ),
  // A rift with a relative that began at a wedding is the family's ("My father and I haven't spoken since the
  // wedding").
  marriage: re(
    `^${NOT_FAMILY}.*${word(
      '(marry|marrying|marries|get(ting)? married|be married|wedding|propose(?! (a|an|the|this|that|my|our|it|something)(?!\\p{L}))|proposal(?= from| this| soon| to me|\\?)|marriage proposal|engaged|engagement|tie the knot|down the aisle)',
    )}`,
  ),
  new_relationship: re(
    word(
      "(new (relationship|boyfriend|girlfriend|partner|guy|man|woman|romance|love)|just (started|begun) (dating|seeing)|(started|been) (dating|seeing each other) (for )?(a few|a couple of|two|three|four|five|six|\\d+) (weeks|months)|(someone|the (guy|girl|man|woman|person)) (i'?m|i am) (seeing|dating|talking to)|situationship|(we )?met (a few|a couple of|two|three|four|five|six|\\d+) (weeks|months) ago|(is|are) (this|it|we|things) going anywhere|talking stage|where (is|are) (this|it|things|we) (heading|going)|(is|are) (we|things|he|she|they) (getting )?serious|(is|will) (it|this) (get|getting|become|turn)( \\p{L}+)? serious|serious (relationship|with (him|her|me|them)))",
    ),
  ),
  relationship_future: re(
    `^${NOT_FAMILY}${NOT_LEGAL}(.*${word(
      '((our|my|this) relationship(?! with (?!(him|her|them|my (boyfriend|girlfriend|partner|husband|wife|fianc\\p{L}*))))|(our|my) marriage|(will|would|can) we (last|work out|make it|survive|stay together)|future (together|with (him|her|them|my (boyfriend|girlfriend|partner|husband|wife)))|future for us|between (us|the two of us|me and (him|her|my (?!(boss|manager|supervisor|colleagues?|co-?workers?|team ?lead(er)?|team ?mates?)(?!\\p{L}))\\p{L}+))|move in together|moving in together|mov(e|ing) in with (him|her|them|my)|long[- ]distance|break up with|stay with (him|her|them|my)|leave (him|her|my (husband|wife|partner|boyfriend|girlfriend)))',
    )}|^(?=.*${word(`(?<!business )${PARTNER}`)}).*${word(
      '(doubts?|tell|love|loves|together|future|last|fight\\p{L}*|argu\\p{L}*|distant|distance|trust|cheat\\p{L}*|spark|intimacy|communicat\\p{L}*|rough patch|problems|commit\\p{L}*|happy|and (i|me))',
    )})`,
  ),
  meet_someone: re(
    word(
      "((meet|find|attract) (someone|somebody|love|the one|true love|new love|the right (one|person|man|woman|guy|girl|partner)|a (partner|boyfriend|girlfriend|man|woman|guy|girl|husband|wife|match)|my (soul ?mate|person|future (husband|wife|partner)|twin flame|match))|(love|someone|somebody|the one) (will )?(come|comes) (into|along)|(meet|find) my (husband|wife|partner|spouse)|future (husband|wife|spouse|partner|boyfriend|girlfriend)|(enter|come into) my life|(still|being|forever|always|i am|i'?m) single|dating apps?|(ever|ever be|i be) in a relationship|have a (boyfriend|girlfriend|partner)|find love|be alone forever|die alone)",
    ),
  ),
  // A fight, a silence, making up. A friend who seems jealous, drifting apart or what a friend thinks of one,
  // without a quarrel, are the friendship's.
  friend_conflict: re(
    `^${NOT_LEGAL}(?=.*${word('(friends?(hip)?|bff|bestie)')}).*${word(
      '(fight|fought|argu\\p{L}*|quarrel\\p{L}*|fell out|falling out|fallen out|(not|stopped) (talking|speaking)|silent|silence|ignor\\p{L}*|ghost\\p{L}*|upset with|angry|mad at|hurt|apologi[sz]e|sorry|reconcil\\p{L}*|make up|fix|repair|mend|save|betray\\p{L}*|ended|(friendship|it) (is )?over)',
    )}`,
  ),
  // Trust and closeness in a friendship without a fight: a friend who seems fake or jealous, drifting apart,
  // staying close after a move, giving more than one gets. A crush on a friend, a friend's drinking and
  // finding friends at all are other situations' questions.
  friendship: re(
    `^${NOT_LEGAL}${NOT_FRIENDSHIP}(?!.*${word(`(${KIDS}|${HABIT})`)})(?=.*${word(FRIEND)}).*${word(FRIEND_TRUST)}|^${NOT_LEGAL}${NOT_FRIENDSHIP}(?!.*${word(`(${PARTNER}|${KIDS}|${WORK_PERSON}|(my|our) ${RELATIVE}|${ROMANCE}|relationships?)`)}).*${word(GIVE_MORE)}`,
  ),
  // A parent juggling a job and the children is balance's ("How do I juggle my job and my kids?").
  child: re(
    `^${NOT_LEGAL}${NOT_BALANCE}.*${word(`(${KIDS}(?!-in-law)|parenting|(as a|a better) (parent|mother|mom|mum|father|dad))`)}`,
  ),
  family_rift: re(`^${FAMILY_RIFT}`),
  // Left out among colleagues is the workplace's; left out anywhere else, or lonely at work, is loneliness.
  loneliness: re(
    `^${NOT_LEGAL}(.*${word(
      "(lonely|loneliness|feel(ing)? (so |very |really )?alone|all alone|always alone|no friends|(make|making|find|finding) (new |real |close )?friends|isolated|isolation|new (in|to) (the|this|a) (city|town|country|area)|(don'?t|do not) (have|know) anyone|no one to talk|nobody to talk)",
    )}|(?!.*${word(WORK_PERSON)}).*${word('(left out|fit in|belong)')})`,
  ),
  // A trip abroad without a move is the trip's.
  relocation: re(
    `^${NOT_LEGAL}${NOT_TRAVEL}(?!.*${word('(flat|apartment|house|condo|mortgage|landlord|lease|rent|move on|move in|mov(e|ing) out(?=\\s*[?.!,]|\\s*$| of (my|our|the) (parents|family|folks|mum|mom|dad|shared)))')}).*${word(
      '((should|shall|can|will) (i|we) (move(?! (forward|ahead|on|in|up)(?!\\p{L}))|relocate|emigrate)|mov(e|ing) (to|abroad|away|back|overseas|countries|cities|out of|home)|relocat\\p{L}*|emigrat\\p{L}*|immigrat\\p{L}*|move or stay|stay or (move|go|leave)|new country|live abroad|living abroad|abroad)',
    )}`,
  ),
  // A house rented for a holiday is the trip's.
  home: re(
    `^${NOT_LEGAL}${NOT_TRAVEL}.*${word(
      '((buy|buying|bought|purchase|rent|renting|find|finding|get|getting|apply|applied|application|approved|accepted|offer|bid|viewing|sign|move into|moving into|sell|selling) (\\S+ ){0,3}(flat|apartment|house|condo|property|a home|our home|new home|dream home|own home|first home|a place to live)|mov(e|ing) out(?=\\s*[?.!,]|\\s*$| of (my|our|the) (parents|family|folks|mum|mom|dad|shared))|mortgage|landlord|tenancy|lease|rental|housing)',
    )}`,
  ),
  // A trip, a holiday, travelling alone, a fear of flying; a business trip and a court case are not.
  travel: re(`^${NOT_LEGAL}${NOT_TRIP}.*${word(TRIP)}`),
  interview: re(`^${NOT_LEGAL}.*${word('(interview(s|ed|ing)?|interviewed for)')}`),
  job_search: re(
    `^${NOT_LEGAL}.*${word(
      '((find|get|land|finding|getting|landing) (a |an |another |the |this |that |my )?(new |good |dream |first |better |full-time |part-time )?(job|work|position|role|employment)(?! (done|noticed|seen|recogni[sz]ed|finished|valued|appreciated)(?!\\p{L}))|job (search|hunt|hunting|offer|applications?)|interviews?|unemploy\\p{L}*|lost my job|out of work|jobless|laid off|redundan\\p{L}*|(get|got|be|been) fired|(get|be|getting) hired|hire me|gap in my (cv|resume)|career gap|recruiter|(my|a) (cv|resume))',
    )}`,
  ),
  raise: re(
    word(
      '((a|the|my) (raise|pay ?rise)|pay (increase|bump)|salary (increase|bump|raise|negotiation)|(negotiate|ask for) (a higher |more |my )?(salary|pay|money)|(higher|better) (salary|pay)|promotion|promoted|(get|be|been) promoted)',
    ),
  ),
  career_change: re(
    word(
      '((quit|leave|leaving|quitting) (my|this|the) (job|work|career|company|position|role)|change (careers?|jobs|professions?|fields?|paths?|direction)|career (change|switch|shift|path)|new career|switch(ing)? (careers?|fields?|jobs)|(start|starting|open|opening) (my own|my|a|an) (own )?((small|little|new|tiny) )?(business|company|bakery|shop|studio|cafe|café|brand|restaurant|salon|bar|store)|(my own|private) practice|own business|business idea|my (new |small )?business(?! trip)|self-employ\\p{L}*|freelanc\\p{L}*|side (hustle|project)|take my (?!(music|art|writing|poetry|painting|photography|songs|songwriting|drawing|band|novel|book)(?!\\p{L}))\\p{L}+ seriously|(music|art|writing|acting|photography|painting|design) (career|full[- ]time)|acting seriously|follow my (passion|dream)|(make|making|earn|earning) a living|day job|entrepreneur\\p{L}*|start-?up|go(ing)? back to (school|college|uni|university|studying)|retrain\\p{L}*|train(ing)? (as|to become) an?|become an? (nurse|teacher|doctor|lawyer|chef|programmer|developer|designer|therapist|counsellor|counselor|electrician|carpenter|plumber|pilot|paramedic|midwife|vet|engineer|accountant|architect|social worker))',
    ),
  ),
  // Too much work and no time for the family is balance's, even at work.
  workplace: re(
    `^${NOT_BALANCE}(?=.*${word(WORK_PERSON)}).*${word(
      '(difficult|deal with|handle|cope with|work with|get along|getting along|conflict\\p{L}*|tension|tense|clash\\p{L}*|argu\\p{L}*|fight\\p{L}*|exclud\\p{L}*|left out|leave me out|ignor\\p{L}*|(un|under|not )?apprecia\\p{L}*|(under|not )?valued|undervalu\\p{L}*|unseen|invisible|overlooked|(not |never )?(notice|recogni[sz]e)[ds]?|recognition|(get|gets|got|take|takes|took|no) credit|credit for|talk(s|ed)? over me|interrupt\\p{L}*|criticis\\p{L}*|criticiz\\p{L}*|micromanag\\p{L}*|bull(y|ies|ied|ying)|unfair\\p{L}*|disrespect\\p{L}*|respect me|gossip\\p{L}*|blam\\p{L}*|yell\\p{L}*|shout\\p{L}*|(hate|hates|dislike|dislikes|like|likes) me|(think|thinks) of me|against me|relationship|forgiv\\p{L}*|apologi[sz]\\p{L}*|sorry|upset with|angry|mad at|fit in|belong|problems? with|trouble with|workload|overwork\\p{L}*|too much work|boundar\\p{L}*|stand up to|atmosphere|toxic|politics)',
    )}`,
  ),
  // Work against family and a life outside it, too much on one's plate, no time for oneself: after trouble at
  // work and money. Burnout and stress are the mind's, earlier.
  balance: re(`^(?!.*${word(ROMANCE)}).*${word(`(${BALANCE_CORE}|${BALANCE_MORE})`)}`),
  // Balancing a job and one's studies is balance's.
  exam: re(
    `^(?!.*${word(BALANCE_WORDS)}).*${word(
      "(exams?|midterms?|finals|(?<!(pregnancy|covid|blood|medical|drug) )tests?(?! results)|driving (test|licen[cs]e)|driver'?s (test|licen[cs]e)|oposiciones|entrance exams?|admissions?|get into (uni|university|college|med school|medical school|law school|grad school)|pass the bar|university|college|degree|thesis|dissertation|diploma|studies|study|studying|revision|grades?|bar exam|certification|ielts|toefl|gre|gmat|mcat|a-levels|gcses?|semester|scholarship)",
    )}`,
  ),
  // A court case, a claim or an appeal, after the exam ("pass the bar") and before a rift in the family
  // and money: a lawsuit with a relative or over money is the legal matter it is.
  legal: re(
    word(
      `(${LEGAL}|lawyers?|attorneys?|solicitors?|barristers?|paralegals?|legally|(the|a) judge|jury|(?<!(clinical|free|drug|medical|vaccine|field|time|job|work|football|soccer|rugby|team|club|sports?) )trials?(?! (period|run|version|shift|day|week|lesson|class|membership|subscription|basis|pack|and error|for (a|the|this|my) (new )?(drug|medicine|treatment|vaccine|therapy|cancer))(?!\\p{L}))|(court|custody|tribunal|immigration|asylum|visa|disciplinary|appeals?|bail|parole|eviction|final|preliminary|sentencing|divorce|first|next) hearings?|the hearing(?! (from|back|aid|loss|test|of)(?!\\p{L}))|(my|our) hearing (date|is (on|next|tomorrow|today|this|in)|next|tomorrow|on)|(my|the|our|an) appeal(?! (to|of)(?!\\p{L}))|appeal(ing)? (the|a|my|against|this) (decision|ruling|refusal|verdict|sentence|judge?ment|fine|ticket|conviction|rejection)|(win|lose|losing|winning|won|lost|drop|dropped|settle|settled|fight|fighting) (my|the|our|this) case|case against (me|us|my|the|him|her|them)|(legal|criminal|civil|immigration|divorce|discrimination|harassment|injury|employment) case|(my|the|our) case (be |get |gets |will be |was )?(dismissed|settled|thrown out|heard)|claims? against|(insurance|injury|compensation|damages|disability|benefits?|accident|small|whiplash|employment|discrimination) claims?|(make|making|file|filing|lodge|lodging|submit|submitting|win|winning|lose|losing|my|our|the) claim(?! (to|that|it|credit|the|my|your)(?!\\p{L}))|(get|receive|claim|win|owed|seek|seeking|pay|paid) compensation|compensation (claim|for (the|my|an?) (accident|injury|injuries|delay|damage|dismissal))|unfair dismissal|wrongful(ly)? (dismiss\\p{L}*|terminat\\p{L}*|arrest\\p{L}*|convict\\p{L}*|evict\\p{L}*)|breach of contract|(discrimination|harassment) (complaint|claim)|out of court|settlement (offer|talks|negotiation\\p{L}*|agreement)|divorce (settlement|papers|mediation)|(contest|contesting|challenge|challenging|dispute|disputing) (the|a|his|her|my|our|their) (\\p{L}+('s)? )?will|probate|executor|(boundary|neighbou?r|property|contract|inheritance|insurance|employment|tenancy|landlord|planning) dispute|dispute with (my|the|our|a) (former |ex-)?(landlord|employer|insurer|insurance company|neighbou?r|builder|contractor|company|bank|council)|visas?(?! (card|debit|credit)(?!\\p{L}))|residence permit|residency (application|permit|status)|green card|citizenship|naturali[sz]ation|work permit|police (report|complaint|investigation|case|statement)|(go|went|going|gone) to the police|report(ed|ing)? (it |him |her |them |this |that )?to the police|arrested|charged with|found (guilty|not guilty|innocent|liable)|plead\\p{L}* (guilty|not guilty)|the verdict|criminal (charges?|record|trial)|convicted|conviction|probation|parole|on bail|prison sentence|jail time|(go|going|sent) to (prison|jail)|copyright (claim|infringement|dispute)|(against|break|breaking|broke|broken) the law|(family|employment|immigration|criminal|tenancy) law|my (legal )?rights|(tenant|employee|consumer) rights)`,
    ),
  ),
  money: re(
    word(
      '(debts?|loans?|credit(?! for)|money|financ\\p{L}*|savings|save (money|up)|bills|budget\\p{L}*|bankrupt\\p{L}*|broke|pay (off|back)|afford|income|invest\\p{L}*|wealth\\p{L}*|rich|lottery|inheritance|tax(es)?|overdraft)',
    ),
  ),
  // Undoing what goes well, or the same pattern again, before putting things off (blind review 20: "Why
  // do I keep sabotaging good things?" was read as delay).
  self_sabotage: re(
    word(
      '(sabotag\\p{L}*|self-sabotag\\p{L}*|(keep|keeps|always) (repeating|making the same|falling (into|for)|attracting|ending up|choosing|ruining|wrecking|ruin|wreck|destroying|pushing (people|them|everyone) away)|same (mistakes?|patterns?)|(old|this|that|these|bad|toxic|unhealthy|my) patterns?|ruin(ing)? (every|good|the good)\\p{L}*|push(ing)? (people|them|everyone|good people) away|(get|getting|stand|standing) in my own way|hold(ing)? myself back|my own worst enemy|fear of success)',
    ),
  ),
  // A habit to change (a drink every night, smoking, scrolling, sugar, gaming, shopping), the asker's own:
  // another person's drinking is not read as a habit of theirs. Gambling debts are money's, earlier.
  habit: re(
    `^(?!.*${word(HABIT_OTHER)})(?!.*${word('pregnan\\p{L}*')})(?!.*${word(`(${PET})s?`)}).*${word(HABIT)}`,
  ),
  procrastination: re(
    word(
      `(procrastinat\\p{L}*|(keep|keeps|always) (giving up|quitting)|motivat\\p{L}*|unmotivated|lazy|laziness|put(ting)? (things|it|everything) off|can'?t (get|make) myself|(can'?t|cannot|never) (start|finish)|discipline|no drive|finish what i start|stuck(?! (in|with) (my )?life(?!\\p{L}))(?!.*${word(MY_WORK)}))`,
    ),
  ),
  // Confidence and feeling not good enough, after the pattern and the delay that come first.
  self_worth: re(
    word(
      "((self-?|more |feel |be |become |build |boost |gain |find |lack of |no |my |low |little )confiden(ce|t)(?! (that|the|this|it|about (the|this|that|it))(?!\\p{L}))|self-?esteem|self-?worth|self-?belief|self-?doubt|self-?image|believe in (myself|me)|doubt(ing)? myself|(i'?m|i am|am i|feel|feeling|i'?ll ever be|i will ever be) (never |not |ever )?(good |smart |pretty |attractive |talented |clever |strong |successful )?enough(?! (money|time))|not good enough|(un)?worthy|worthiness|impost[eo]r|(feel|feeling) (like )?(a )?(fraud|failure)|compar(e|es|ed|ing) (myself|me)|comparison (trap|with others|to others)|(everyone|others|other people) (is|are|seem\\p{L}*) (better|smarter|happier|more successful)|insecur(e|ity|ities) (about|in) myself|(i'?m|i am|i feel|feeling) (so |very |really |always |too )?insecure|my insecurit\\p{L}*|inner critic|(love|like|accept|value) myself|my (own )?worth|feel less than)",
    ),
  ),
  // A work of one's own (a novel, songs, paintings, a game): finishing it, showing it, a block. A passion
  // made work is a change of career, a block that is delay stays so; both come earlier.
  creative: re(
    word(
      `(${MY_WORK}|(write|writes|writing|wrote|written|finish|finishing|finished|complete|completing|publish|publishing|published|self-publish\\p{L}*|submit|submitting|submitted|pitch|pitching|query|querying|release|releasing|released|drop|dropping|record|recording|recorded|exhibit|exhibiting|show|showing|sell|selling|make|making|paint|painting|draw|drawing|direct|directing|shoot|shooting|produce|producing|compose|composing|edit|editing|illustrate|illustrating|revise|revising|rewrite|rewriting|design|designing|develop|developing|launch|launching|perform|performing|stage|staging|premiere) (a|an|my|the|our|this|that|these|those) (\\p{L}+ )?${WORKS}|${WORKS} (i'?m|i am|i'?ve been|we'?re|we are|we'?ve been) (\\p{L}+ )?(making|writing|working on|developing|designing|recording|painting|drawing|composing|directing|editing|shooting|producing|illustrating)|(my|our) band|self-publish\\p{L}*|manuscripts?|poems|poetry|screenplays?|song-?writing|novelist|playwright|writer'?s block|(creative|artist'?s|artistic) (block|slump|rut|dry spell)|creativ(e|ity) (block|project|projects|work|spark|energy|flow|process|juices)|my creativity|creatively|take (my|our) (music|art|writing|poetry|painting|photography|songs|songwriting|drawing|band|novel|book) seriously|(music|art|writing|painting|photography) seriously|(writing|write|wrote|written|making|recording|record) songs|(lost|losing|lack of|no|find|finding) (my |some |any )?(inspiration|creativity)|uninspired|(literary|book) agents?|publishers?|publishing (house|deal|contract|world)|(get|getting|be|being) published|record (deal|label)|open mics?|galler(y|ies)|(art|gallery|solo|group|photo|photography) (show|exhibition)|(art|design|photography|creative) portfolio|auditions?|auditioning|(writing|poetry|short story|art|photo(graphy)?|song(writing)?|film|screenplay|novel|painting) (contest|competition|prize|residency|grant)|query letters?|(first|second|third|final|rough|next) draft|my drafts?|(be|being|as) an? (published |successful |real |good |better |working )?(writer|author|novelist|poet|painter|artist|illustrator|songwriter|musician|filmmaker|film-maker|photographer|playwright|screenwriter|comedian)|stand-?up (set|comedy|routine)|(writing|painting|drawing|composing|making music|making art) again|(start|started|starting|get back to|go back to|return to) (writing|painting|drawing|composing)(?! (a|an|my|the|this|these) (\\p{L}+ )?(email|letter|cv|resume|report|essay|message|text|thesis|dissertation|paper|application|cards?)(?!\\p{L})))`,
    ),
  ),
  // One's purpose, calling or spiritual path, last of all, in plain words ("what am I meant to do?", "am I
  // on the right path?", "what does the universe want me to learn?").
  purpose: re(
    word(
      "((my|our|life|life'?s|soul'?s|higher|true|real|deeper|divine|greater|bigger|sense of|find|finding|found|lack of|no|without|any|a|new) purpose|purpose (in|of|for) (my )?life|purpose-driven|purposeless|(my|true|real|life'?s|higher|inner|spiritual) calling|meaning (of|in|to|for) (my )?life|(find|finding|more|real|deeper|lack of|no|sense of|without|search for|searching for|looking for) meaning|meaningful (life|work|path|career)|meaningless|what (am i|i'?m|i am) (meant|born|here) to (do|be doing|become|be)(?= with my life| in (this )?life| here| in this world|\\s*[?.!,]|\\s*$)|(do|doing) with my life|why am i here|(reason|why) (i'?m|i am|i was) (here|born|alive)|(spiritual|soul) (path|growth|journey|awakening|gifts?|development|practice|lessons?|purpose|mission|calling|work)|spiritual(ly|ity)|awakening|enlighten\\p{L}*|(higher|true|authentic|real) self(?!-)|who (am i|i am|i really am)(?! to)|(soul|life|karmic|spiritual|biggest|big|main|real) lessons?|lessons? (\\p{L}+ ){0,3}(in )?this life|(universe|guides?|angels?|spirit|soul|life) (\\p{L}+ ){0,3}(learn|teach\\p{L}*)|(right|true|my|life'?s|own|spiritual|soul'?s) path(?! (with|for) (him|her|them|us|my \\p{L}+))|path (in|through) life|life path|direction (in|of|for|with) (my )?life|life'?s? direction|(which|what) direction (should|to|my life)|where (is )?my life (is )?(going|heading)|(lost|stuck|adrift|drifting) in life|(feel|feeling|i'?m|i am) (so |really |completely |a bit |very )?(lost|adrift|directionless)(?=\\s*[?.!,]|\\s*$| and| about (my life|life|what|where|which))|directionless|(my|what is my|what'?s my|find|finding|discover|discovering|true|real|life'?s) passion(?! for (him|her|them|my))|passion in life|(my|life'?s) mission|mission in life|my destiny|(meant|destined) for (more|something (more|bigger|greater))|dharma|ikigai|fulfil\\p{L}*(?! (his|her|their|the|an?|this|that|job|work|career|role|position|relationship|partnership)(?!\\p{L}))|(my|full|true) potential|(personal|inner|spiritual|soul) (growth|work|journey|development)|grow as a person|self-(development|growth|discovery|actuali[sz]ation|reali[sz]ation)|my legacy)",
    ),
  ),
};
