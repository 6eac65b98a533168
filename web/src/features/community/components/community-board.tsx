import { POST_RATE_LIMIT } from '@contract/community-rules.ts';
import { useRef, useState } from 'react';
import { SAMPLE_POST } from '../labels.ts';
import { PostComposer } from './post-composer.tsx';
import { PostFeed } from './post-feed.tsx';

/** The composer above the feed; Create First Post fills the composer with a sample and focuses it. */
export function CommunityBoard() {
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const createFirst = () => {
    setDraft(SAMPLE_POST);
    textareaRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <PostComposer content={draft} onContentChange={setDraft} textareaRef={textareaRef} />
      <PostFeed onCreateFirst={createFirst} />
      <p className="text-center text-xs opacity-60">
        Up to {POST_RATE_LIMIT.posts} posts every {POST_RATE_LIMIT.minutes} minutes. Be kind and keep it about
        training.
      </p>
    </div>
  );
}
