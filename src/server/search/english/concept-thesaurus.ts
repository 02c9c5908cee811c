/**
 * Hand-written groups of everyday English paraphrases for the ideas idioms talk about, from general
 * English usage (not from the quality set's answers, not from CC-CEDICT): a description says "quit",
 * a gloss says "give up" or "abandon". WordNet links single words by sense and misses most of these
 * (phrasal verbs, register shifts like "pointless" ↔ "superfluous"). One group per line, members
 * separated by commas; a member may be a phrase, matched in order after stemming. (ADR 0036)
 */
const GROUPS = `
quit, give up, abandon, drop out, stop halfway, halfway, leave unfinished
pointless, unnecessary, superfluous, needless, redundant, useless, futile, in vain
spoil, ruin, wreck, mess up, destroy, damage
lazy, idle, slack, indolent, sluggish
hardworking, diligent, industrious, tireless, assiduous, painstaking, unremitting
persevere, persist, keep going, keep at, perseverance, persistence, unwavering, steadfast
patient, patience, wait, waiting
greedy, greed, insatiable, avaricious, covet
stingy, miserly, mean, tight fisted, penny pinching
generous, magnanimous, charitable, kind hearted, benevolent
honest, truthful, sincere, frank, candid, straightforward, upright
lie, lying, deceive, deception, cheat, trick, fool, dupe, hoodwink, fraud
hypocrite, hypocrisy, two faced, double dealing, duplicity, insincere
flatter, flattery, fawn, suck up, toady, sycophant, obsequious
boast, brag, show off, exaggerate, arrogant, conceited, boastful
humble, modest, unassuming, self effacing
proud, arrogant, haughty, conceited, overbearing, cocky
afraid, scared, fear, frightened, terrified, timid, cowardly, jumpy, nervous
brave, courageous, fearless, bold, daring, valiant, heroic
calm, composed, unruffled, unperturbed, cool headed, serene, collected, poise
panic, flustered, confusion, chaos, frantic, disarray, fluster
angry, furious, rage, fury, enraged, indignant, wrath
sad, sorrow, grief, grieve, mourn, heartbroken, anguish, distressed
happy, joy, joyful, delighted, glad, elated, jubilant, cheerful, overjoyed
worry, anxious, anxiety, uneasy, apprehensive, fret
despair, hopeless, despondent, dejected, discouraged, disheartened, lose heart
regret, remorse, repent, rue
clever, smart, intelligent, wise, wisdom, bright, ingenious, resourceful
stupid, foolish, fool, silly, dull, dim witted, ignorant, naive
learn, study, studious, scholarship, learning, knowledge, erudite, learned
expert, skill, skilled, skillful, master, mastery, adept, proficient, virtuoso
practice, practise, repetition, drill, train, training, experience
beginner, novice, inexperienced, green, amateur
old, ancient, outdated, old fashioned, obsolete, antiquated, conservative
new, novel, original, innovative, creative, unprecedented, fresh
change, changing, changeable, fickle, inconstant, vacillate, capricious, waver
stubborn, obstinate, pigheaded, inflexible, rigid, dogmatic, set in ways
careful, cautious, prudent, wary, circumspect, meticulous, scrupulous
careless, negligent, sloppy, rash, reckless, heedless, inattentive
hurry, haste, hasty, rush, rashly, impetuous, impatient
slow, gradual, gradually, step by step, little by little, bit by bit
fast, quick, rapid, swift, speedy, instant, immediately, at once, right away
success, succeed, triumph, victory, win, achievement, accomplish
fail, failure, defeat, lose, setback, flop, collapse
danger, dangerous, peril, perilous, risk, risky, precarious, hazard
safe, secure, safety, sheltered, out of danger
disaster, calamity, catastrophe, misfortune, trouble, adversity
luck, lucky, fortune, fortunate, blessing, windfall
poor, poverty, destitute, needy, penniless, impoverished
rich, wealthy, wealth, affluent, prosperous, prosper, thrive, flourish
famous, renowned, celebrated, fame, reputation, well known, illustrious
unknown, obscure, anonymous, low profile, inconspicuous
outstanding, excellent, exceptional, remarkable, extraordinary, distinguished, stand out, preeminent
ordinary, common, commonplace, mediocre, average, unremarkable, usual
unique, unparalleled, unmatched, peerless, matchless, unrivalled, incomparable, one of a kind
same, identical, alike, similar, uniform, unanimous, in unison
different, various, diverse, differ, disagree, divergent
together, united, unity, unite, cooperate, cooperation, solidarity, teamwork, concerted
alone, isolated, solitary, lonely, helpless, without support
help, assist, aid, support, rescue, succour
betray, betrayal, treachery, turn against, backstab, ungrateful, ingratitude
grateful, gratitude, thankful, repay, requite, return a favour, indebted
revenge, avenge, vengeance, retaliate, get even
forgive, forgiveness, pardon, tolerant, lenient, clemency
kind, kindness, favour, favor, goodwill, benevolence, grace
cruel, vicious, ruthless, brutal, heartless, merciless, wicked, evil, malicious
friend, friendship, companion, close friends, intimate, bosom
enemy, foe, hostile, hostility, adversary, rival, feud
love, affection, devoted, devotion, adore, romance, lovers
marriage, married, husband, wife, spouse, couple, wedding
family, parents, filial, children, kin, relatives
home, homeland, hometown, native place, homesick
talk, speak, speech, say, words, chatter, talkative, garrulous, ramble, long winded
silent, quiet, speechless, reticent, taciturn, tongue tied, mute, hardly speak
direct, blunt, outspoken, frank, plainly, to the point, straight
vague, ambiguous, evasive, equivocal, noncommittal, beat about the bush, roundabout
contradict, contradiction, inconsistent, self contradictory, conflicting, incompatible
promise, pledge, vow, keep word, trustworthy, reliable, dependable, credible
rumor, rumour, gossip, hearsay, groundless, baseless, unfounded
truth, fact, facts, genuine, real, authentic
fake, false, counterfeit, sham, bogus, pretend, feign
hide, conceal, cover up, secret, secretly, covert
obvious, evident, plain, clear, apparent, conspicuous, visible
understand, comprehend, grasp, realize, insight, see through
misunderstand, superficial, shallow, half understand, smattering, cursory, skim
careful reading, study closely, scrutinize, examine, scrutiny
focus, concentrate, attention, attentive, absorbed, engrossed, rapt, single minded
distracted, absent minded, inattentive, unfocused, divided attention
eager, keen, avid, thirst, hungry, yearning, long for, crave, desire
wish, hope, dream, aspire, aspiration, ambition, ambitious
satisfied, content, contented, contentment, complacent
complain, grumble, grievance, resentment, resent
worry needlessly, imaginary, groundless fear, unfounded anxiety, alarmist
prepare, preparation, prepared, forestall, prevent, precaution, forethought, plan ahead, in advance
late, too late, belated, after the event, hindsight
opportunity, chance, occasion, timing, opportune
waste, squander, wasteful, extravagant, lavish, spendthrift
thrifty, frugal, economical, save, saving
power, powerful, authority, influence, dominate, domination, mighty
weak, feeble, frail, powerless, vulnerable, helpless
strong, strength, sturdy, robust, solid, firm, invincible, impregnable
fight, battle, war, combat, struggle, conflict, contend
peace, peaceful, harmony, harmonious, tranquil, reconcile
leader, lead, command, commander, chief, ruler
follow, imitate, copy, mimic, emulate, ape, parrot
surpass, outdo, exceed, excel, outshine, better than, superior
worse, deteriorate, decline, degenerate, go downhill, worsen
improve, improvement, better, enhance, progress, advance, perfect
grow, growth, develop, development, increase, expand, rise
decline, fall, decay, wane, ruin, downfall
end, finish, complete, conclusion, finally, ultimately
begin, start, beginning, outset, first step
help others, selfless, altruistic, public spirited, self sacrifice
selfish, self interest, egoistic, self serving
profit, benefit, advantage, gain, reap, exploit, take advantage
loss, lose out, disadvantage, suffer, pay the price
trap, snare, scheme, plot, conspiracy, intrigue
expose, reveal, uncover, unmask, lay bare
time, years, long time, ages, forever, eternal, lasting
day, daily, every day, day after day, day and night, constantly, continually
night, midnight, late at night, dawn, early morning, sunrise
busy, hectic, overwhelmed, swamped, rushed off feet, bustle
tired, exhausted, weary, fatigued, worn out
sick, ill, illness, disease, ailing, cure, heal
die, death, dead, perish, killed, die young
born, birth, life, alive, survive, revive, come alive
beauty, beautiful, gorgeous, lovely, pretty, elegant, graceful
ugly, hideous, unsightly, grotesque
crowd, crowded, throng, multitude, packed, teeming, bustling
empty, deserted, desolate, bleak, barren
far, distant, remote, far away, afar
near, close, nearby, at hand, imminent
useful, practical, valuable, worthwhile, of use
worthless, trivial, insignificant, petty, trifle, negligible
important, crucial, essential, vital, key, critical, main, core, heart of the matter
priority, priorities, order, first things first, put the cart before the horse, wrong way round
environment, surroundings, circumstances, situation, setting, element
respect, esteem, admire, revere, honor, honour, look up to
despise, contempt, scorn, disdain, look down on, belittle
shame, ashamed, disgrace, humiliation, embarrassed, lose face
impossible, hopeless, no way, cannot be done, unattainable
easy, effortless, simple, easily, without effort, child's play
difficult, hard, arduous, tough, hardship, struggle, ordeal
unbearable, intolerable, excruciating, overwhelming, too much to bear
mood, spirits, temper, low spirits, high spirits, morale
enthusiasm, enthusiastic, passion, passionate, fervent, zeal, ardent, energetic, vigor, vigour
motivation, will, willpower, resolve, determination, determined, resolute
`;

export interface ConceptThesaurus {
  /** Stemmed query terms (in order) → stemmed terms of the concepts they express, with weights. */
  expand(stems: string[]): Map<string, number>;
  /** The unstemmed content words of the concepts the stems express (for word vectors). */
  words(stems: string[]): string[];
}

/** Members are tokenised and stemmed with the index's own analyser, so they meet its terms. */
export function createConceptThesaurus(
  analyze: (text: string) => string[],
  contentWords: (text: string) => string[],
): ConceptThesaurus {
  const lines = GROUPS.trim().split('\n');
  const groups = lines.map((line) =>
    line
      .split(',')
      .map((m) => analyze(m))
      .filter((m) => m.length > 0),
  );
  const groupWords = lines.map((line) => [...new Set(contentWords(line.replace(/,/g, ' ')))]);
  const hitGroups = (stems: string[]) => {
    const hit = new Set<number>();
    stems.forEach((s, i) => {
      for (const { member, group } of byFirst.get(s) ?? []) {
        if (member.every((t, k) => stems[i + k] === t)) hit.add(group);
      }
    });
    return hit;
  };
  // First term of each member → the groups it can open; phrases check the following terms.
  const byFirst = new Map<string, { member: string[]; group: number }[]>();
  groups.forEach((members, group) => {
    for (const member of members) {
      let list = byFirst.get(member[0]!);
      if (!list) byFirst.set(member[0]!, (list = []));
      list.push({ member, group });
    }
  });
  return {
    words: (stems) => [...new Set([...hitGroups(stems)].flatMap((g) => groupWords[g]!))],
    expand(stems) {
      const out = new Map<string, number>();
      for (const group of hitGroups(stems)) {
        for (const member of groups[group]!) {
          // A phrase spreads its weight over its words: "give up" is not twice as strong as "quit".
          for (const t of member) out.set(t, Math.max(out.get(t) ?? 0, 1 / member.length));
        }
      }
      return out;
    },
  };
}
