import { useState } from 'react';
import { shuffled } from '@bonneroute/shared/random';
import { Button } from '@/components/ui/button';
import { QUESTIONS_PER_GAME, QUIZ_QUESTIONS } from './quiz-questions';
import styles from './discovery-quiz.module.css';

const drawQuestions = () => shuffled(QUIZ_QUESTIONS, Math.random).slice(0, QUESTIONS_PER_GAME);

/** Découverte: a multiple-choice quiz about the places the road goes through. */
export function DiscoveryQuiz() {
  const [questions, setQuestions] = useState(drawQuestions);
  const [current, setCurrent] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [score, setScore] = useState(0);
  const finished = current >= questions.length;

  function restart() {
    setQuestions(drawQuestions());
    setCurrent(0);
    setChosen(null);
    setScore(0);
  }

  if (finished) {
    return (
      <div className={styles.quiz}>
        <p className={styles.result} role="status">
          Score : {score} / {questions.length}.{' '}
          {score >= questions.length - 1
            ? 'Un vrai guide de voyage !'
            : score >= questions.length / 2
              ? 'Belle culture de la route !'
              : 'Il est temps de partir en voyage !'}
        </p>
        <Button onClick={restart}>Rejouer</Button>
      </div>
    );
  }

  const question = questions[current]!;
  const answered = chosen !== null;
  return (
    <div className={styles.quiz}>
      <p className={styles.progress}>
        Question {current + 1} sur {questions.length} · Score : {score}
      </p>
      <fieldset className={styles.question}>
        <legend>{question.question}</legend>
        {question.choices.map((choice, index) => {
          const state = !answered
            ? ''
            : index === question.answer
              ? styles.right
              : index === chosen
                ? styles.wrong
                : '';
          return (
            <button
              key={choice}
              type="button"
              className={`${styles.choice} ${state}`}
              disabled={answered}
              onClick={() => {
                setChosen(index);
                if (index === question.answer) setScore((value) => value + 1);
              }}
            >
              {choice}
            </button>
          );
        })}
      </fieldset>
      {answered ? (
        <div role="status">
          <p className={styles.feedback}>
            <strong>{chosen === question.answer ? 'Bonne réponse !' : 'Raté…'}</strong>{' '}
            {question.explanation}
          </p>
          <Button
            onClick={() => {
              setCurrent((value) => value + 1);
              setChosen(null);
            }}
          >
            {current + 1 < questions.length ? 'Question suivante' : 'Voir mon score'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
