import { type BrokenRecord, createWorkoutSessionBodySchema } from '@contract/strength-log.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { messageOf } from '@/lib/api/http-error.ts';
import { timeOfDay } from '@/lib/dates.ts';
import { useOutboxEvents, useOutboxSubmit } from '@/lib/outbox/device-outbox.ts';
import { useUnits } from '@/lib/units.ts';
import { liveSessionQueries } from '../api.ts';
import { finishSummaryOf, hasTickedSets, type FinishSummary as Summary, sessionBodyOf } from '../finish.ts';
import { type LiveExercise, type LiveSession, startLiveSession } from '../live-session-state.ts';
import { groupBounds } from '../set-progression.ts';
import { plannedFromRoutine, startRequestFrom } from '../start-request.ts';
import { useLiveSession } from '../use-live-session.ts';
import { AddExerciseDialog } from './add-exercise-dialog.tsx';
import { ElapsedClock } from './elapsed-clock.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { FinishSummary } from './finish-summary.tsx';
import { RestBar } from './rest-bar.tsx';
import { tickButtonId } from './set-row.tsx';

interface Finished {
  summary: Summary;
  /** The records the session broke, as the server worked them out; null until it has the session. */
  records: BrokenRecord[] | null;
  session: LiveSession;
}

/** Exercises in order, consecutive members of a superset together. */
function groupsOf(exercises: readonly LiveExercise[]): LiveExercise[][] {
  const groups: LiveExercise[][] = [];
  for (let index = 0; index < exercises.length; ) {
    const { last } = groupBounds(exercises, index);
    groups.push(exercises.slice(index, last + 1));
    index = last + 1;
  }
  return groups;
}

/**
 * The live session: started from the address (a routine, one exercise, or empty), resumed from
 * local storage, finished into a summary. Only one exists at a time: asking to start another
 * while one is in progress offers to resume it first.
 */
export function LiveSessionScreen({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const request = startRequestFrom(params);
  const navigate = useNavigate();
  const toast = useToast();
  const { session, endedElsewhere, dispatch, start, startAnother, end } = useLiveSession(userId);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<'finish' | 'discard' | null>(null);
  const record = useOutboxSubmit();
  const units = useUnits();
  const routineId = request?.kind === 'routine' ? request.routineId : null;
  const routine = useQuery({
    ...liveSessionQueries.routine(routineId ?? ''),
    enabled: routineId !== null && session === null,
  });

  // A session finished without a connection gets its records once the server has it.
  useOutboxEvents((event) => {
    if (event.type !== 'delivered' || event.item.request.kind !== 'workout-session') return;
    const sentId = event.item.request.body.id;
    const answer = event.answer as { records?: BrokenRecord[] } | undefined;
    setFinished((current) =>
      current && current.session.id === sentId && current.records === null
        ? { ...current, records: answer?.records ?? [] }
        : current,
    );
  });

  // A start asked for from the summary (its routine's Start link) leaves the summary.
  useEffect(() => {
    if (finished && request !== null) setFinished(null);
  }, [finished, request]);

  // Starts what the address asks for once nothing is in progress; the address is then cleared so a
  // reload resumes rather than asks again.
  useEffect(() => {
    if (session || finished || leaving || endedElsewhere) return;
    const begin = (
      exercises: Parameters<typeof startLiveSession>[0]['exercises'],
      from: string | null = null,
    ) => {
      start(
        startLiveSession({ id: crypto.randomUUID(), now: Date.now(), units, routineId: from, exercises }),
      );
      if (params.size) setParams({}, { replace: true });
    };
    if (request === null) begin([]);
    else if (request.kind === 'exercise') begin([request.exercise]);
    else if (routine.data) begin(plannedFromRoutine(routine.data), routine.data.id);
  }, [
    session,
    finished,
    leaving,
    endedElsewhere,
    request,
    routine.data,
    params.size,
    setParams,
    start,
    units,
  ]);

  // Weights follow the member's units: changed in Settings (or another tab) mid-session, every
  // typed weight is re-expressed, and what was recorded stays the same weight.
  const sessionUnits = session?.units;
  useEffect(() => {
    if (sessionUnits && sessionUnits !== units) dispatch({ type: 'changeUnits', units });
  }, [sessionUnits, units, dispatch]);

  // A tick that leads elsewhere (the next exercise of a superset, the next set) moves focus there.
  const focus = session?.focus ?? null;
  const lastFocus = useRef(focus);
  useEffect(() => {
    if (focus === lastFocus.current) return;
    lastFocus.current = focus;
    if (!focus) return;
    const target = document.getElementById(tickButtonId(focus.setKey));
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focus]);

  if (finished) return <FinishSummary {...finished} />;

  if (!session) {
    if (endedElsewhere) {
      return (
        <main className="mx-auto flex w-full max-w-3xl flex-col gap-3 p-4">
          <h1 className="text-2xl font-bold">Live workout</h1>
          <p role="status">This workout was finished or discarded in another tab.</p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.workouts.getHref()} className="btn btn-primary h-11 min-h-11">
              Back to Workouts
            </Link>
            <button type="button" className="btn btn-ghost h-11 min-h-11" onClick={startAnother}>
              Start a new workout
            </button>
          </div>
        </main>
      );
    }
    if (routine.isError) {
      return (
        <main className="mx-auto flex w-full max-w-3xl flex-col gap-3 p-4">
          <h1 className="text-2xl font-bold">Live workout</h1>
          <div role="alert" className="alert alert-error">
            {messageOf(routine.error, 'The routine could not be loaded.')}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn h-11 min-h-11" onClick={() => routine.refetch()}>
              Try again
            </button>
            <button
              type="button"
              className="btn btn-ghost h-11 min-h-11"
              onClick={() => setParams({}, { replace: true })}
            >
              Start an empty workout
            </button>
          </div>
        </main>
      );
    }
    return (
      <main>
        <PageSpinner label="Starting your workout" />
      </main>
    );
  }

  const conflict = request !== null;
  const body = () => sessionBodyOf(session, session.endedAt ?? Date.now());
  const finish = () => {
    const sent = body();
    if (!sent) return;
    const parsed = createWorkoutSessionBodySchema.safeParse(sent);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[0] === 'exercises' ? Number(issue.path[1]) : Number.NaN;
      const name = sent.exercises[index]?.name;
      toast({
        title: 'Could not finish the workout',
        description: `${name ? `${name}: ` : ''}${issue?.message ?? 'Check the sets.'}`,
        variant: 'destructive',
      });
      setConfirming(null);
      return;
    }
    // Through the outbox: without a connection the session is kept on this device and sent later,
    // once (the server stores a session sent twice once, by its id).
    void record.submit({ kind: 'workout-session', body: sent }).then((result) => {
      if (result.status === 'refused') {
        toast({
          title: 'Could not finish the workout',
          description: messageOf(result.error, 'It is kept here; try again in a moment.'),
          variant: 'destructive',
        });
        return;
      }
      const answer =
        result.status === 'sent' ? (result.answer as { records?: BrokenRecord[] } | undefined) : null;
      setFinished({
        summary: finishSummaryOf(sent),
        records: answer ? (answer.records ?? []) : null,
        session,
      });
      setConfirming(null);
      end();
      window.scrollTo({ top: 0 });
    });
  };
  const discard = () => {
    setLeaving(true);
    end();
    navigate(paths.workouts.getHref());
  };
  const ticked = hasTickedSets(session);
  const open = session.exercises.reduce(
    (sum, exercise) => sum + exercise.sets.filter((set) => !set.done).length,
    0,
  );

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-32 md:px-6">
      <div className="sticky top-12 z-20 -mx-4 flex items-center gap-3 border-b border-base-300 bg-base-100/95 px-4 py-2 backdrop-blur md:mx-0 md:rounded-box">
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="text-lg font-bold leading-tight">Live workout</h1>
          <ElapsedClock startedAt={session.startedAt} />
        </div>
        <button
          type="button"
          className="btn btn-ghost h-11 min-h-11 text-error"
          onClick={() => setConfirming('discard')}
        >
          Discard
        </button>
        <button
          type="button"
          className="btn btn-primary h-11 min-h-11"
          onClick={() => setConfirming('finish')}
        >
          Finish
        </button>
      </div>

      {session.exercises.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
          Add your first exercise to begin.
        </p>
      )}
      {groupsOf(session.exercises).map((group) => {
        const cards = group.map((exercise) => {
          const next = session.exercises[session.exercises.indexOf(exercise) + 1];
          const alreadyLinked =
            exercise.supersetGroup !== null && next?.supersetGroup === exercise.supersetGroup;
          return (
            <ExerciseCard
              key={exercise.key}
              exercise={exercise}
              nextName={next && !alreadyLinked ? next.name : null}
              focus={session.focus}
              units={session.units}
              dispatch={dispatch}
            />
          );
        });
        const first = group[0];
        if (group.length < 2 || !first) return <Fragment key={first?.key}>{cards}</Fragment>;
        return (
          <section
            key={first.key}
            aria-label={`Superset: ${group.map((exercise) => exercise.name).join(', ')}`}
            className="flex flex-col gap-2 border-l-4 border-primary pl-2"
          >
            <p className="text-sm font-semibold uppercase text-primary">Superset</p>
            {cards}
          </section>
        );
      })}

      <button type="button" className="btn btn-outline h-11 min-h-11" onClick={() => setAdding(true)}>
        <Plus size={18} aria-hidden />
        Add exercise
      </button>

      {session.rest && (
        <RestBar
          rest={session.rest}
          onAdjust={(seconds) => dispatch({ type: 'adjustRest', seconds, now: Date.now() })}
          onEnd={() => dispatch({ type: 'endRest' })}
        />
      )}
      <AddExerciseDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(exercise) => {
          dispatch({ type: 'addExercise', exercise });
          setAdding(false);
        }}
      />
      <Dialog
        open={confirming === 'finish'}
        title={ticked ? 'Finish this workout?' : 'Nothing to record yet'}
        description={
          ticked
            ? `Ticked sets are recorded${open ? `; ${open} set${open === 1 ? '' : 's'} not ticked ${open === 1 ? 'is' : 'are'} left out` : ''}.`
            : 'Tick at least one set to finish, or discard the workout.'
        }
        onClose={record.pending ? undefined : () => setConfirming(null)}
      >
        <div className="modal-action">
          <button
            type="button"
            className="btn h-11 min-h-11"
            disabled={record.pending}
            onClick={() => setConfirming(null)}
          >
            Keep going
          </button>
          {ticked && (
            <button
              type="button"
              className="btn btn-primary h-11 min-h-11"
              disabled={record.pending}
              onClick={finish}
            >
              {record.pending ? 'Saving…' : 'Finish workout'}
            </button>
          )}
        </div>
      </Dialog>
      <Dialog
        open={confirming === 'discard'}
        title="Discard this workout?"
        description="Nothing of it is recorded, and it cannot be brought back."
        onClose={() => setConfirming(null)}
      >
        <div className="modal-action">
          <button type="button" className="btn h-11 min-h-11" onClick={() => setConfirming(null)}>
            Keep going
          </button>
          <button type="button" className="btn btn-error h-11 min-h-11" onClick={discard}>
            Discard workout
          </button>
        </div>
      </Dialog>
      <Dialog
        open={conflict && confirming === null}
        title="A workout is in progress"
        description={`It started ${timeOfDay(new Date(session.startedAt))} with ${session.exercises.length} exercise${session.exercises.length === 1 ? '' : 's'}. Only one workout runs at a time.`}
      >
        <div className="flex flex-col gap-2">
          <button
            type="button"
            className="btn btn-primary h-11 min-h-11"
            onClick={() => setParams({}, { replace: true })}
          >
            Resume it
          </button>
          <button type="button" className="btn btn-ghost h-11 min-h-11 text-error" onClick={end}>
            Discard it and start the new one
          </button>
        </div>
      </Dialog>
    </main>
  );
}
