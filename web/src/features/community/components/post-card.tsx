import type { CommunityPost } from '@contract/community.ts';
import { Clock, Dumbbell, Flame, Heart, Target, Trash2, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { longDate, timeOfDay } from '@/lib/dates.ts';
import { useDeletePost, useToggleLike } from '../api.ts';
import { CATEGORY_LABELS, initialsOf, POST_TYPE_LABELS } from '../labels.ts';
import { timeAgo } from '../time-ago.ts';

/** One post of the feed: author, streak, time ago, type, text, attached workout, likes, delete. */
export function PostCard({ post, now }: { post: CommunityPost; now: Date }) {
  const toggleLike = useToggleLike();
  const remove = useDeletePost();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const authorId = useId();
  const createdAt = new Date(post.createdAt);

  const like = () =>
    toggleLike.mutate(
      { id: post.id, like: !post.likedByMe },
      {
        onError: (error) =>
          toast({
            title: 'Could not update the like',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  // Through the promise, not mutate's callbacks: the feed's refresh can remove this card before
  // those run, and TanStack Query drops them for a card no longer on screen, confirmation included.
  const confirmDelete = () =>
    remove.mutateAsync(post.id).then(
      () => {
        setConfirming(false);
        toast({ title: 'Post deleted', description: 'Your post was removed from the feed.' });
      },
      (error: unknown) =>
        toast({
          title: 'Could not delete the post',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    );

  return (
    <article aria-labelledby={authorId} className="card bg-base-200">
      <div className="card-body gap-3 p-4 sm:p-5">
        <header className="flex items-start gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-content"
          >
            {initialsOf(post.user.name)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span id={authorId} className="font-semibold">
                {post.user.name}
              </span>
              <span className="break-all text-sm opacity-70">@{post.user.username}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs opacity-80">
              {post.user.streak !== null && (
                <span className="inline-flex items-center gap-1 text-primary">
                  <Flame size={14} aria-hidden />
                  {post.user.streak} day streak
                </span>
              )}
              <time dateTime={post.createdAt} title={`${longDate(createdAt)} at ${timeOfDay(createdAt)}`}>
                {timeAgo(createdAt, now)}
              </time>
            </p>
          </div>
          {post.postType !== 'message' && (
            <span className="badge badge-outline badge-sm gap-1 whitespace-nowrap">
              {post.postType === 'workout_progress' ? (
                <TrendingUp size={12} aria-hidden />
              ) : (
                <Target size={12} aria-hidden />
              )}
              {POST_TYPE_LABELS[post.postType]}
            </span>
          )}
        </header>

        <p className="whitespace-pre-wrap break-words">{post.content}</p>

        {post.workout && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box bg-base-100 p-3 text-sm">
            <span className="inline-flex items-center gap-2 font-medium">
              <Dumbbell size={16} className="text-primary" aria-hidden />
              {post.workout.name}
            </span>
            <span className="opacity-80">{CATEGORY_LABELS[post.workout.category]}</span>
            <span className="inline-flex items-center gap-1 opacity-80">
              <Clock size={14} aria-hidden />
              {post.workout.duration} min
            </span>
            <span className="inline-flex items-center gap-1 opacity-80">
              <Flame size={14} aria-hidden />
              {post.workout.caloriesBurned} cal
            </span>
          </div>
        )}

        <footer className="flex items-center gap-2">
          <button
            type="button"
            className={`btn btn-sm ${post.likedByMe ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={post.likedByMe}
            onClick={like}
            disabled={toggleLike.isPending}
          >
            <Heart size={16} aria-hidden fill={post.likedByMe ? 'currentColor' : 'none'} />
            Like
          </button>
          <span className="text-sm opacity-80">
            {post.likes} {post.likes === 1 ? 'like' : 'likes'}
          </span>
          {post.isOwn && (
            <button
              type="button"
              className="btn btn-ghost btn-sm ml-auto text-error"
              onClick={() => setConfirming(true)}
            >
              <Trash2 size={16} aria-hidden />
              Delete
            </button>
          )}
        </footer>
      </div>
      <Dialog
        open={confirming}
        title="Delete this post?"
        description="It disappears from the feed for everyone, with its likes."
        onClose={remove.isPending ? undefined : () => setConfirming(false)}
      >
        <div className="modal-action mt-0">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setConfirming(false)}
            disabled={remove.isPending}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </Dialog>
    </article>
  );
}
