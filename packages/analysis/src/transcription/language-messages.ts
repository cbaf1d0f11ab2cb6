import type { AnalysisLanguage } from '@cuecoach/contracts';
import { HOW_TO_ENABLE_KOREAN } from './config.ts';
import type { TranscriberEngine } from './types.ts';

/** What a refusal by the language gate (language.ts) says: Korean first, then English, for the CLI and the logs. */

/**
 * The bilingual message for a recording in the wrong language. Korean first (the product's default); the web
 * shows its own translation of the code, the CLI and logs show this.
 */
export function languageMismatchMessage(
  language: AnalysisLanguage,
  detected: AnalysisLanguage | 'other',
  engine: TranscriberEngine,
  narrowband = false,
): string {
  if (narrowband) return unsureLanguageMessage(language, engine);
  if (language === 'en') {
    const ko =
      engine === 'local'
        ? '이 녹음은 한국어(또는 영어가 아닌 언어)로 들립니다. 기본 내장 엔진은 영어만 인식합니다. 분석 언어를 한국어로 선택하고, 관리자에게 한국어 음성 모델(whisper.cpp) 설치를 요청하세요.'
        : '이 녹음은 한국어로 들립니다. 분석 언어를 한국어로 선택해 다시 분석하세요.';
    const en =
      engine === 'local'
        ? `This recording sounds Korean (or another language that is not English), and the built-in engine understands English only. Choose Korean as the analysis language and enable Korean: ${HOW_TO_ENABLE_KOREAN}`
        : 'This recording sounds Korean. Choose Korean as the analysis language and run the analysis again.';
    return `${ko}\n${en}`;
  }
  const other = detected === 'en' ? { ko: '영어', en: 'English' } : { ko: '한국어가 아닌 언어', en: 'not Korean' };
  return (
    `이 녹음은 ${other.ko}로 들립니다. 분석 언어를 영어로 선택해 다시 분석하세요.\n` +
    `This recording sounds ${other.en}. Choose English as the analysis language and run the analysis again.`
  );
}

/**
 * A refusal on narrowband sound (a call, a low-bitrate memo), where speech in the other language and speech in this
 * one too poor to make out give the same evidence: both are named, with what to do for each.
 */
function unsureLanguageMessage(language: AnalysisLanguage, engine: TranscriberEngine): string {
  if (language === 'en') {
    const enable = engine === 'local' ? ` For Korean, the built-in engine is not enough: ${HOW_TO_ENABLE_KOREAN}` : '';
    return (
      '이 녹음은 영어로 알아들을 수 없습니다. 한국어(또는 영어가 아닌 언어)로 말한 녹음일 수도 있고, 전화 통화처럼 음질이 낮아 말소리가 선명하지 않을 수도 있습니다. 한국어 수업이라면 분석 언어를 한국어로 바꿔 다시 분석하고, 영어 수업이라면 원본 녹음 파일을 올려 주세요.\n' +
      `This recording could not be made out as English: it is either in Korean (or another language), or its sound is too poor to make out, as on a phone call. If the class was in Korean, analyse it again in Korean; if it was in English, upload the original recording.${enable}`
    );
  }
  return (
    '이 녹음은 한국어로 알아들을 수 없습니다. 영어(또는 한국어가 아닌 언어)로 말한 녹음일 수도 있고, 전화 통화처럼 음질이 낮아 말소리가 선명하지 않을 수도 있습니다. 영어 수업이라면 분석 언어를 영어로 바꿔 다시 분석하고, 한국어 수업이라면 원본 녹음 파일을 올려 주세요.\n' +
    'This recording could not be made out as Korean: it is either in English (or another language), or its sound is too poor to make out, as on a phone call. If the class was in English, analyse it again in English; if it was in Korean, upload the original recording.'
  );
}

/** Speech the engine could not turn into a single word: never a completed 0-word report. */
export function speechUnrecognizedMessage(language: AnalysisLanguage, speechSec: number, engine: string): string {
  const sec = Math.round(speechSec);
  const ko = `녹음에서 약 ${sec}초의 말소리를 찾았지만 음성 인식 엔진(${engine})이 한 단어도 읽지 못했습니다. 분석 언어(${language === 'ko' ? '한국어' : '영어'})가 녹음과 맞는지 확인하세요. 한국어 녹음이라면 한국어 음성 모델이 필요합니다.`;
  const en = `The recording has about ${sec} s of speech, but the speech engine (${engine}) could not read a single word of it. Check that the analysis language (${language === 'ko' ? 'Korean' : 'English'}) matches the recording. ${HOW_TO_ENABLE_KOREAN}`;
  return `${ko}\n${en}`;
}
