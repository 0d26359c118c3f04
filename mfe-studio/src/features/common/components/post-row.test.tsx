import { render, screen } from '@testing-library/react';
import { postGoneOut } from '../../../test-support/post-results.test-helper';
import { MemoryRouter } from 'react-router';
import { PostRow } from './post-row';

describe('a post that went out to some of its accounts or none, in a list and on the calendar', () => {
  it('says so in words, with how many, and opens the post with its results', () => {
    render(
      <MemoryRouter>
        <ul>
          <PostRow post={postGoneOut('partial', ['published', 'failed'])} timeZone="UTC" />
          <PostRow post={{ ...postGoneOut('failed', ['failed', 'needs_reauth']), id: 'f1' }} timeZone="UTC" />
        </ul>
      </MemoryRouter>,
    );
    const partial = screen.getByRole('link', { name: /Partly published/ });
    expect(partial).toHaveAccessibleName(/Half went out Partly published · 1 of 2 published · Edited /);
    expect(partial).toHaveAttribute('href', '/studio/post/f2');
    expect(screen.getByRole('link', { name: /Failed · 0 of 2 published/ })).toHaveAttribute('href', '/studio/post/f1');
  });
});
