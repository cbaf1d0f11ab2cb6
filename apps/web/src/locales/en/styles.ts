import type { styles as ko } from '../ko/styles.ts';
import type { Translation } from '../types.ts';

export const styles: Translation<typeof ko> = {
  meta: {
    listTitle: 'Teaching styles',
    listDescription:
      'The 22 teaching styles CueCoach analyses (yoga, Pilates, dance, fitness, presentation) and the pace, silence and cue-density targets that differ for each.',
    detailTitle: '{{style}} ({{group}}) class targets',
    detailDescription:
      'The pace, silence, filler-word and cue-density targets CueCoach uses for {{style}} classes, and why. {{description}}',
  },
  list: {
    title: 'Teaching styles',
    intro:
      'Good cueing looks different in every class. Long silence is the point of a yin class; ten seconds of silence in a HIIT class is lost energy. Choose a style when you upload and CueCoach scores your class against that style’s targets below.',
    count_one: '{{count}} style',
    count_other: '{{count}} styles',
    pace: 'Pace {{range}}',
  },
  groups: {
    yoga: 'Cued to the breath: a slower pace, generous silence, breathing and alignment cues first.',
    pilates: 'Precise and cue-dense: breath pattern, alignment and repetitions for every exercise.',
    dance: 'Explanation, demonstration and music take turns: counts and directions matter most.',
    fitness: 'Fast, dense cueing and short pauses keep the energy of the class up.',
    presentation: 'Speaking without movement: pace, pauses and signposting ("first", "next", "in summary").',
  },
  descriptions: {
    hatha: 'The foundational yoga class: poses held for a few breaths with cues in between.',
    vinyasa: 'Flowing yoga that links one movement to each breath.',
    ashtanga: 'A led Ashtanga class: a fixed series with counted five-breath holds.',
    yin: 'Yoga with poses held for 3–5 minutes in quiet; silence is part of the class.',
    restorative: 'Resting in supported poses for minutes at a time; the teacher speaks softly and rarely.',
    mat: 'Foundational Pilates on the mat.',
    reformer: 'Pilates on the reformer, with spring and strap changes.',
    cadillac: 'Pilates on the cadillac, usually private or small-group.',
    chair: 'Pilates on the chair (Wunda chair).',
    tower: 'Pilates on the tower, with apparatus set-up between exercises.',
    contemporary: 'Contemporary dance taught through demonstration and music, using imagery and breath as cues.',
    ballet: 'Ballet at the barre and in the centre: counted, with turnout and placement.',
    hiphop: 'Hip-hop choreography taught with fast counts over loud music.',
    jazz: 'Jazz dance: clearly counted and energetic.',
    hiit: 'High-intensity interval training that switches exercise every 20–45 seconds.',
    strength: 'Strength training: form, bracing and rests between sets.',
    cardio: 'Cardio classes that move continuously to music.',
    functional: 'Functional training mixing stations and movement patterns.',
    business: 'Business presentations: meetings, reports and pitches.',
    academic: 'Academic talks and lectures with dense content.',
    teaching: 'Classroom teaching: explaining, asking and waiting for answers.',
    public_speaking: 'Speeches and public talks that use rhetorical pauses.',
  },
  detail: {
    back: 'All styles',
    breadcrumb: 'Breadcrumb',
    group: '{{group}} style',
    difficulty: 'Difficulty',
    difficultyValue: 'Beginner',
    difficultyNote: 'The targets below are the same at every level.',
    ctaTitle: 'Analyse a {{style}} class',
    ctaBody:
      'Upload a class recording or video, choose {{style}} as the style, and get feedback against these targets.',
    cta: 'Upload a {{style}} class',
    targetsHeading: 'The targets CueCoach uses',
    languageLabel: 'Class language',
    languageHint: 'Korean pace is counted in eojeol (space-separated units), so the numbers differ.',
    languageKo: 'Korean class',
    languageEn: 'English class',
    cuesHeading: 'Cues that matter',
    cuesIntro: 'Most important first.',
    breathingNotExpected: 'Breathing cues are not expected in this style.',
    reasonHeading: 'Why these numbers',
    metric: 'Metric',
    target: 'Target',
  },
  targets: {
    wpm: 'Pace',
    syllables: 'Syllable pace',
    chart: 'Chart optimal zone',
    silenceRatio: 'Silence ratio',
    avgPause: 'Average pause',
    deadAir: 'Pause counted as dead air',
    fillers: 'Filler words',
    cueDensity: 'Cue density',
    clarity: 'Clarity',
    flow: 'Flow',
    consistency: 'Consistency',
  },
  values: {
    wpmEn: '{{min}}–{{max}} words per minute',
    wpmKo: '{{min}}–{{max}} eojeol per minute',
    syllables: '{{min}}–{{max}} syllables per minute',
    chartEn: '{{min}}–{{max}} words per minute (a problem below {{below}} or above {{above}})',
    chartKo: '{{min}}–{{max}} eojeol per minute (a problem below {{below}} or above {{above}})',
    percentRange: '{{min}}–{{max}}',
    secondsRange: '{{min}}–{{max}} s',
    deadAir: '{{value}} s or longer in one go',
    fillers: 'at most {{value}} per 100 words',
    cues: '{{min}}–{{max}} per minute',
    scoreMin: '{{value}} or higher',
  },
  rationale: {
    group: {
      yoga: 'Yoga is cued to the breath: students need time to move and breathe, so pace sits below a talk and silence above it. A breath cycle is 4–6 s, so silence only becomes lost guidance after about two breaths (10 s).',
      pilates:
        'Pilates teaching is precise and cue-dense (breath pattern, alignment and repetitions for every exercise), so more cues a minute than yoga and shorter acceptable silences.',
      dance:
        'Dance classes alternate explanation with demonstration and music, so silence runs higher and pace varies; counts and directions (which foot, which way) matter most, breathing cues are rare.',
      fitness:
        'Group fitness keeps energy up with fast, dense cueing and short pauses; long silences read as lost energy. Work and rest intervals make pace vary more than in a talk.',
      presentation:
        'The general pace target (120–150 words per minute) and the 3-second silence warning come from spoken presentations, and a 15–25 % silence ratio fits talks. Nobody is moving, so no breathing or alignment cues are expected: only signposting (first, next, in summary) counts, a few a minute.',
    },
    style: {
      hatha: 'The yoga baseline: poses held for a few breaths with cues in between.',
      vinyasa:
        'Vinyasa links one movement to each breath, so cues come every breath or two: denser cues, shorter pauses and a shorter dead-air threshold than hatha. Counting each instruction ("Inhale, arms up. Exhale, fold." is two), a continuous flow gives up to about 20 a minute; more would outrun the breath.',
      ashtanga:
        'A led Ashtanga class follows a fixed series with counted five-breath holds; the teacher counts through holds, so the dead-air threshold is a little longer than hatha. Its vinyasas are counted one movement to a breath like a flow, so cue density may run higher than in hatha.',
      yin: 'Yin holds poses for 3–5 minutes in intended silence: slow, sparse speech and long pauses are the point. Only silence past 30 s counts as dead air, and pace naturally swings between set-up and holds.',
      restorative:
        'Restorative practice rests in supported poses for minutes; the teacher speaks softly and rarely, so the slowest pace, the most silence and a 45 s dead-air threshold. Direction words hardly matter once students are in props.',
      mat: 'The Pilates baseline.',
      reformer:
        'Spring and strap changes on the reformer create short set-up silences, so dead air starts a little later.',
      cadillac:
        'Cadillac work is usually private or small-group with more set-up on the apparatus: a slightly slower pace, fewer cues a minute and longer set-up pauses.',
      chair: 'Chair exercises are fast to cue but need spring changes, so only the dead-air threshold moves.',
      tower: 'Like the cadillac: apparatus set-up between exercises slows the pace and lengthens pauses.',
      contemporary:
        'Contemporary phrases are demonstrated and danced to music, with imagery and breath used as cues: more silence, fewer cues a minute.',
      ballet: 'Ballet barre and centre are counted and alignment-heavy (turnout, placement), so alignment leads.',
      hiphop: 'Hip-hop choreography is taught fast with dense counts ("five, six, seven, eight") over loud music.',
      jazz: 'Jazz is counted and energetic: a little faster than the dance baseline.',
      hiit: 'HIIT switches exercise every 20–45 s: the densest cues (countdowns, "switch", form reminders), the fastest pace, pauses kept short; pace legitimately swings between work and rest intervals.',
      strength:
        'Strength work is about form and bracing ("exhale on the effort"): slower, alignment-led cueing with rests between sets, so more silence is fine.',
      cardio: 'Cardio classes move continuously to music: fast pace, frequent transition and direction cues.',
      functional: 'Functional training mixes stations and movement patterns: form cues first, then transitions.',
      business: 'The presentation baseline.',
      academic: 'Dense academic content needs a slightly slower pace and room to think between points.',
      teaching:
        'Classroom research recommends 3–5 s of wait time after a question, so dead air starts at 5 s; instructions ("turn to page…", "look at the board") add directional cues.',
      public_speaking: 'Rhetorical pauses are a tool in speeches, so silence may run to 30 % and single pauses to 4 s.',
    },
  },
};
