import { POST_MAX_LENGTH, POST_TYPES, type PostType } from '@contract/community-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { shortDay } from '@/lib/dates.ts';
import { communityQueries, useSharePost } from '../api.ts';
import { CATEGORY_LABELS, POST_TYPE_LABELS } from '../labels.ts';

interface PostComposerProps {
  content: string;
  onContentChange: (content: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Share is disabled while the text is empty or whitespace, and the text is sent trimmed. Also a
 * post type, one of the member's own recent workouts to
 * attach, and a counter against the length limit.
 */
export function PostComposer({ content, onContentChange, textareaRef }: PostComposerProps) {
  const [postType, setPostType] = useState<PostType>('message');
  const [workoutId, setWorkoutId] = useState('');
  const workouts = useQuery(communityQueries.attachableWorkouts());
  const share = useSharePost();
  const toast = useToast();
  const contentId = useId();
  const counterId = useId();
  const typeId = useId();
  const workoutFieldId = useId();

  const trimmed = content.trim();
  const tooLong = trimmed.length > POST_MAX_LENGTH;
  const canShare = trimmed.length > 0 && !tooLong && !share.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canShare) return;
    share.mutate(
      { content: trimmed, postType, workoutId: workoutId || null },
      {
        onSuccess: () => {
          toast({ title: 'Post shared!', description: 'Your post has been shared with the community.' });
          onContentChange('');
          setPostType('message');
          setWorkoutId('');
        },
        onError: (error) =>
          toast({
            title: 'Failed to share post',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section aria-labelledby="composer-title" className="card bg-base-200">
      <form className="card-body gap-3" onSubmit={submit}>
        <h2 id="composer-title" className="card-title text-lg">
          Share with the community
        </h2>
        <label htmlFor={contentId} className="sr-only">
          Your post
        </label>
        <textarea
          id={contentId}
          ref={textareaRef}
          className={`textarea w-full text-base ${tooLong ? 'textarea-error' : ''}`}
          rows={3}
          placeholder="Share a win, your progress or a question..."
          value={content}
          onChange={(event) => onContentChange(event.target.value)}
          aria-describedby={counterId}
          aria-invalid={tooLong}
        />
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={typeId} className="text-xs font-medium opacity-80">
              Post type
            </label>
            <select
              id={typeId}
              className="select select-sm"
              value={postType}
              onChange={(event) => setPostType(event.target.value as PostType)}
            >
              {POST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {POST_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={workoutFieldId} className="text-xs font-medium opacity-80">
              Attach a workout
            </label>
            <select
              id={workoutFieldId}
              className="select select-sm max-w-64"
              value={workoutId}
              onChange={(event) => setWorkoutId(event.target.value)}
              disabled={!workouts.isSuccess}
            >
              <option value="">{workouts.isError ? 'Workouts unavailable' : 'No workout'}</option>
              {workouts.data?.map((workout) => (
                <option key={workout.id} value={workout.id}>
                  {workout.name} · {CATEGORY_LABELS[workout.category]} · {workout.duration} min ·{' '}
                  {shortDay(new Date(workout.date))}
                </option>
              ))}
            </select>
          </div>
          <div className="ml-auto flex items-center gap-3">
            <span
              id={counterId}
              className={`text-xs tabular-nums ${tooLong ? 'font-semibold text-error' : 'opacity-70'}`}
            >
              {trimmed.length}/{POST_MAX_LENGTH}
              <span className="sr-only"> characters</span>
            </span>
            <button type="submit" className="btn btn-primary btn-sm" disabled={!canShare}>
              <Send size={16} aria-hidden />
              {share.isPending ? 'Sharing...' : 'Share'}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
