import { render, screen } from '@testing-library/react';
import { postGoneOut } from '../../../test-support/post-results.test-helper';
import { MemoryRouter } from 'react-router';
import { PostChip } from './post-chip';

describe('a post that went out to some of its accounts, on the calendar', () => {
  it('names a partly published chip by how many of its accounts it went out to', () => {
    render(
      <MemoryRouter>
        <PostChip post={postGoneOut('partial', ['published', 'failed'])} timeZone="UTC" onMoveTo={() => undefined} />
      </MemoryRouter>,
    );
    const chip = screen.getByRole('link', { name: /Half went out/ });
    expect(chip).toHaveTextContent('1 of 2 published');
    expect(chip).toHaveAttribute('href', '/studio/post/f2');
  });
});
