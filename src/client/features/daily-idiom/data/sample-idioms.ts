import type { IdiomDetail } from '../../../../shared/schemas/idiom';

/**
 * The two embedded sample idioms of SPEC §3: complete details that open without the server, so an
 * offline visitor can still see what a mind-map holds. The explorer may show them too.
 */
export const SAMPLE_IDIOMS: readonly IdiomDetail[] = [
  {
    word: '画蛇添足',
    pinyin: 'huà shé tiān zú',
    english_explanation: 'To draw a snake and add feet: to spoil something by doing more than is needed.',
    characters: [
      { char: '画', pinyin: 'huà', meaning: 'to draw' },
      { char: '蛇', pinyin: 'shé', meaning: 'snake' },
      { char: '添', pinyin: 'tiān', meaning: 'to add' },
      { char: '足', pinyin: 'zú', meaning: 'feet' },
    ],
    story: {
      id: 'sample-story-1',
      content: [
        'In the state of Chu, a man offering sacrifices gave his servants a single flask of wine. There was not enough for everyone, so they agreed: whoever first drew a snake on the ground would drink it.',
        'One servant finished first. Seeing the others still drawing, he held the flask in his left hand and, with his right, began adding feet to his snake, boasting that he had time to spare.',
        'Before he was done, another servant finished, snatched the flask and said: "A snake has no feet — how can you give it feet?" He drank the wine, and the man who drew the feet lost it.',
      ],
      source: { work: 'Strategies of the Warring States (战国策·齐策)', era: 'Warring States' },
    },
    moral: [
      { id: 'sample-moral-1a', content: 'Know when a task is finished; extra touches can undo good work.' },
      { id: 'sample-moral-1b', content: 'Showing off what you can add is a poor substitute for what is needed.' },
    ],
    usage: [
      { id: 'sample-usage-1a', content: 'Criticising an unnecessary addition to writing or design.', example: '这篇文章已经很好了，再加这一段就是画蛇添足。' },
      { id: 'sample-usage-1b', content: 'Warning someone not to over-explain.', example: '他已经同意了，你再解释就是画蛇添足。' },
      { id: 'sample-usage-1c', content: 'Describing a product spoiled by extra features.', example: '这款手机加了太多功能，反而画蛇添足。' },
    ],
    comments: {
      literal: 'Four concrete words — draw, snake, add, feet — paint the picture of a needless improvement.',
      story: 'The servant had already won; his confidence, not his skill, cost him the prize.',
      moral: 'Stop when the job is done well. More is not always better.',
    },
  },
  {
    word: '守株待兔',
    pinyin: 'shǒu zhū dài tù',
    english_explanation: 'To guard a tree stump waiting for hares: to rely on luck instead of effort.',
    characters: [
      { char: '守', pinyin: 'shǒu', meaning: 'to guard, keep watch' },
      { char: '株', pinyin: 'zhū', meaning: 'tree stump' },
      { char: '待', pinyin: 'dài', meaning: 'to wait for' },
      { char: '兔', pinyin: 'tù', meaning: 'hare' },
    ],
    story: {
      id: 'sample-story-2',
      content: [
        'A farmer of the state of Song had a tree stump in his field. One day a running hare crashed into it, broke its neck and died, and the farmer took it home for dinner.',
        'From then on he put down his plough and sat by the stump, hoping for another hare. None ever came, his fields were overrun with weeds, and he became the laughing stock of Song.',
        'Han Feizi told the story to mock rulers who govern today with the methods of ancient kings, as if the past would simply repeat itself.',
      ],
      source: { work: 'Han Feizi, "The Five Vermin" (韩非子·五蠹)', author: 'Han Fei', era: 'Warring States' },
    },
    moral: [
      { id: 'sample-moral-2a', content: 'Lucky accidents are not a plan; steady work is.' },
      { id: 'sample-moral-2b', content: 'Clinging to one past success blinds you to a changing world.' },
    ],
    usage: [
      { id: 'sample-usage-2a', content: 'Urging someone to act instead of waiting.', example: '找工作要主动出击，不能守株待兔。' },
      { id: 'sample-usage-2b', content: 'Criticising a passive business strategy.', example: '市场变化这么快，守株待兔只会被淘汰。' },
      { id: 'sample-usage-2c', content: 'Describing wishful thinking.', example: '不复习就想考高分，这不是守株待兔吗？' },
    ],
    comments: {
      literal: 'Guard, stump, wait, hare: the whole story in four characters.',
      story: 'One stroke of luck made the farmer abandon the work that actually fed him.',
      moral: 'Opportunity favours effort and adaptability, not waiting.',
    },
  },
];
