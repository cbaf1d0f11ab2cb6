/**
 * Classes whose first minute or two names no movement group: a welcome, parking, the timetable, lost property,
 * then the class. Spoken at test time (spoken-class.ts) to measure what an instructor who picks no style loses
 * when the recogniser can only tell the group once the terms start (style-guess.ts). Each opening is group-neutral
 * (no pose, apparatus, move or class name) and holds more than a minute of speech, so the terms start after the
 * first minute; voices, speeds and music beds differ from each other and from style-classes.ts.
 */
import type { SpokenClass } from './spoken-class.ts';
import type { StyledClass } from './style-classes.ts';

const lines = (say: string[], gap: number): SpokenClass['items'] =>
  say.flatMap((line, i) => (i === 0 ? [{ say: line }] : [{ gap }, { say: line }]));

export const lateYoga: StyledClass = {
  name: 'late-yoga',
  style: 'vinyasa',
  script: {
    voice: 'en-gb-x-rp',
    rate: 150,
    items: lines(
      [
        'Good morning everyone, and welcome, it is lovely to see so many of you here today',
        'Before we begin, a few quick notes about the room and the building',
        'If you parked on the street, please remember the meter runs until six o clock',
        'The bathrooms are down the hall on the left, just past the water fountain',
        'Please put your phones on silent and leave your shoes by the door',
        'Next week the studio is closed on Thursday for the holiday',
        'We are also starting a new beginners course at the end of the month',
        'The sign up sheet is on the front desk, and there are still a few places left',
        'If you have any injuries or anything I should know about, tell me after the session',
        'And if you are new today, welcome, just go at your own pace',
        'There are blankets and blocks in the cupboard at the back',
        'Grab one of each now, and a strap if you would like one',
        'A special thank you to Maria, who covered for me while I was away last month',
        'She will be teaching the Sunday evening session from now on',
        'The heating has been fixed, so it should stay warm in here all morning',
        'If it gets too warm, the window by the plants opens from the bottom',
        'Tea and biscuits will be in the kitchen afterwards, so stay and have a chat',
        'We are collecting food for the shelter this month, there is a box by the stairs',
        'And finally, the new price list starts in January, nothing changes for members',
        'Alright, let us settle in, and leave the busy day outside the door',
        'Begin standing at the top of your mat in tadasana, feet hip width apart',
        'Start your ujjayi breath, a soft sound in the back of the throat',
        'We will move through three rounds of sun salutation',
        'Inhale your arms up, exhale and fold forward into uttanasana',
        'Step back and lower through chaturanga, then lift into upward dog',
        'Press back into downward dog and take five slow breaths',
        'Step forward into warrior two, also called virabhadrasana',
        'From there, reach forward and tip into trikonasana',
        'Windmill your hands to the floor and step back to plank',
        'Lower through chaturanga once more and flow through your vinyasa',
        'From downward dog, lift the right leg high and step it through',
        'Spin the back heel down and open again into warrior two',
        'Straighten the front leg and find trikonasana on this side',
        'Take one more vinyasa and rest back in downward dog',
        'Come down to the floor and rest in balasana for a few breaths',
        'Sit up tall for a short pranayama practice, breathing through the nose',
        'Now lie back for savasana and let the whole body soften',
        'Thank you for sharing your practice with me, namaste',
      ],
      1.2,
    ),
  },
};

export const lateReformer: StyledClass = {
  name: 'late-reformer',
  style: 'reformer',
  script: {
    voice: 'en-us+f4',
    rate: 170,
    musicDb: -16,
    items: lines(
      [
        'Hi everybody, come on in, find a spot and get comfortable',
        'Thanks for being patient while the last group finished up',
        'Quick reminder that the front door locks at seven thirty, so use the side entrance after that',
        'Water bottles can stay on the shelf by the window',
        'I know a few of you asked about the timetable for December',
        'We are adding an early session on Tuesdays and Fridays at a quarter past six',
        'You can book it online from Monday, and the waiting list opens the same day',
        'Also, the lost property box is getting full, so please take a look on your way out',
        'There is a blue jacket and a pair of glasses in there from last week',
        'If you are feeling tired today, that is completely fine, just listen to your body',
        'We will keep the pace steady and there will be time to rest',
        'My voice is a little hoarse this week, so wave at me if you cannot hear',
        'The changing rooms upstairs are being painted, so please use the ones downstairs',
        'Lockers take a coin, and you get it back when you open them again',
        'If you booked the workshop on the twentieth, the payment link has gone out by email',
        'Check your spam folder if you have not seen it, it sometimes ends up there',
        'Someone left a silver ring by the sink on Tuesday, it is at the front desk',
        'And happy birthday to Jenny, who is here with us today',
        'Okay, I think that is everything, let us get started',
        'Set the springs to two reds for footwork and lie down on the carriage',
        'Place your heels on the footbar and find a neutral spine',
        'Draw in the powerhouse and press out, then come back with control',
        'Lift your head and chest and begin the hundred, pumping the arms',
        'Feet in the straps now, and lower to one spring for short spine',
        'Press into your imprint as you roll down through the back',
        'Kneel on the carriage for the long stretch, hands on the footbar',
        'Come up to sitting and roll up, reaching long through the fingers',
        'Finish with the teaser, balancing on your sit bones',
        'Step off the reformer carefully, we will try the wunda chair next week',
      ],
      1.2,
    ),
  },
};

export const lateCircuit: StyledClass = {
  name: 'late-circuit',
  style: 'hiit',
  script: {
    voice: 'en-us+m7',
    rate: 185,
    musicDb: -20,
    items: lines(
      [
        'Right, good evening everybody, can everyone hear me at the back',
        'Great, thanks for coming out on such a cold and rainy night',
        'First some news, the car park behind the building is closed for repairs this week',
        'So please use the one across the road, it is free after five',
        'Towels are on the bench by the door, and please wipe down your area at the end',
        'We have a charity event coming up on the twelfth, raising money for the local hospital',
        'There is a form at reception if you would like to join in or donate',
        'If you are new, tell me your name after the warm up so I can keep an eye on you',
        'And if anything hurts, stop, take a breather, and come back when you are ready',
        'The music will be a bit louder tonight, so watch me for the signals',
        'I will count you down at the end of every round',
        'We have a new coach starting next month, his name is David and he is brilliant',
        'He will take the Saturday morning sessions while I am on holiday',
        'The showers are working again, but the hot water takes a minute to come through',
        'Please do not leave bags in the corridor, it is a fire exit',
        'If you want to pay for the month, the card machine is on the counter',
        'Tonight we will finish five minutes early, because the hall is booked at eight',
        'Drink some water now, before we start, you will need it',
        'Okay, shake out your arms and legs, and let us go',
        'This is a Tabata block, twenty seconds of work and ten seconds of rest',
        'First exercise, squats, sit the hips back and drive through the heels',
        'Now burpees, chest down, jump up, and clap overhead',
        'Into mountain climbers, fast knees, keep the hips low',
        'Pick up a kettlebell, we are doing swings, hinge from the hips',
        'Kettlebell deadlift next, flat back, and stand up tall',
        'Alternating lunges, step forward and lower the back knee',
        'Back to squats, this time with a jump, land softly',
        'Ten more burpees, keep the chest to the floor every time',
        'Kettlebell swings again, let the hips do the work',
        'Reverse lunges, alternate the legs, and keep the chest up',
        'Mountain climbers for twenty seconds, go as fast as you can',
        'Deadlift with the kettlebell, slow on the way down',
        'Hold a plank for thirty seconds, tight core, do not let the hips drop',
        'That was three sets of twelve reps, take a short break',
        'Finisher, a five minute AMRAP, as many rounds as possible',
        'Well done everybody, cool down and stretch out your legs',
      ],
      1.1,
    ),
  },
};

/**
 * Held out: not looked at while choosing how many chunks are decoded again or how unsure a decode must be; another
 * group (dance), voice, speed and bed than the three above, and the longest opening.
 */
export const lateJazzHeldOut: StyledClass = {
  name: 'late-jazz',
  style: 'jazz',
  script: {
    voice: 'en-gb-x-gbcwmd',
    rate: 160,
    musicDb: -18,
    items: lines(
      [
        'Hello and welcome, everyone, could you all come a little closer so you can see me',
        'First of all, thank you to the parents who helped set out the chairs last week',
        'The show is on Saturday at two o clock, and the doors open half an hour before',
        'Tickets are on sale at the front office, and programmes will be handed out at the door',
        'Costumes need to be taken home tonight and brought back clean on Friday',
        'Please label everything with your name, including shoes and hair clips',
        'If you cannot make the dress rehearsal, send me a message by tomorrow',
        'We will run the whole show twice on Friday, so bring a snack and a bottle of water',
        'Parents, the car park gate will be open from one o clock on the day',
        'And a big thank you to everyone who sold raffle tickets, we raised a lot of money',
        'The winners of the raffle will be announced at the interval',
        'There will be a photographer at the show, so hair must be tied back neatly',
        'Please arrive by one o clock so that we have time to warm up together',
        'Younger children will wait in the green room with Mrs Taylor',
        'Older groups will use the studio upstairs to change and get ready',
        'If anyone feels unwell on the day, phone the office as early as you can',
        'We also need a few volunteers to help pack away the chairs after the show',
        'If you can stay behind, put your name on the list by the piano',
        'Lastly, lessons start again on the ninth of January, after the break',
        'Right, let us clear the middle of the room and spread out into lines',
        'Start in first position, heels together, and take a slow plié',
        'Tendu front, tendu side, tendu back, and close',
        'Rise up onto relevé and hold your balance',
        'Five six seven eight, chassé to the right and chassé to the left',
        'Step, ball change, then prepare for a pirouette',
        'Pas de bourrée and finish facing the front',
        'Let us take it from the top with the music this time',
        'Lovely, take a bow, and well done all of you',
      ],
      1.2,
    ),
  },
};

export const lateClasses: StyledClass[] = [lateYoga, lateReformer, lateCircuit];
