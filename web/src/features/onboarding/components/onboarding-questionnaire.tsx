import type { OnboardingAnswers } from '@contract/onboarding.ts';
import { ArrowLeft, ChevronRight, CircleCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { signUpExtras } from '@/lib/signup-extras.ts';
import { toPlanSearch } from '../plan-format.ts';
import { progressPercent, QUESTIONS } from '../questions.ts';

/** /onboarding: four questions, a progress bar, Previous and Next. */
export function OnboardingQuestionnaire() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<OnboardingAnswers>>(() => signUpExtras.answers() ?? {});
  const question = QUESTIONS[step] ?? QUESTIONS[0];
  const chosen = answers[question.key];
  const last = step === QUESTIONS.length - 1;

  const next = () => {
    if (!chosen) return;
    if (!last) {
      setStep(step + 1);
      return;
    }
    const complete = answers as OnboardingAnswers;
    signUpExtras.saveAnswers(complete);
    navigate(`${paths.onboardingPlan.getHref()}?${toPlanSearch(complete)}`);
  };

  return (
    <section aria-labelledby="question-title" className="card border border-base-300 bg-base-100 shadow-xl">
      <div className="card-body gap-5">
        <div className="flex flex-col gap-2">
          <p className="flex justify-between text-sm opacity-75">
            <span>
              Question {step + 1} of {QUESTIONS.length}
            </span>
            <span>{progressPercent(step)}%</span>
          </p>
          <progress
            className="progress progress-primary w-full"
            value={progressPercent(step)}
            max={100}
            aria-label={`Question ${step + 1} of ${QUESTIONS.length}`}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3">
            <h1 id="question-title" className="text-2xl font-bold">
              {question.title}
            </h1>
            <p className="text-sm opacity-70">{question.subtitle}</p>
          </legend>
          {question.options.map((option) => {
            const selected = chosen === option.value;
            return (
              <label
                key={option.value}
                className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 transition-colors ${
                  selected ? 'border-primary bg-primary/10' : 'border-base-300 hover:border-primary/50'
                }`}
              >
                <input
                  type="radio"
                  name={question.key}
                  className="radio radio-primary radio-sm"
                  value={option.value}
                  checked={selected}
                  onChange={() => setAnswers({ ...answers, [question.key]: option.value })}
                />
                <span className="flex flex-col">
                  <span className="font-medium">{option.label}</span>
                  <span className="text-xs opacity-70">{option.hint}</span>
                </span>
                {selected && <CircleCheck size={18} className="ml-auto text-primary" aria-hidden />}
              </label>
            );
          })}
        </fieldset>
        <div className="flex justify-between gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={step === 0}
            onClick={() => setStep(step - 1)}
          >
            <ArrowLeft size={16} aria-hidden />
            Previous
          </button>
          <button type="button" className="btn btn-primary" disabled={!chosen} onClick={next}>
            {last ? (
              <>
                <Sparkles size={16} aria-hidden />
                Create My Plan
              </>
            ) : (
              <>
                Next
                <ChevronRight size={16} aria-hidden />
              </>
            )}
          </button>
        </div>
      </div>
    </section>
  );
}
