import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar.tsx';

const user = { username: 'ana', avatarUrl: '/uploads/avatars/ana.webp' };

describe('UserAvatar', () => {
  it('gives the picture the size of its circle, so its box is known before it loads', () => {
    const { container, rerender } = render(<UserAvatar user={user} size="lg" />);
    const picture = () => container.querySelector('img');
    expect(picture()).toHaveAttribute('width', '80');
    expect(picture()).toHaveAttribute('height', '80');
    rerender(<UserAvatar user={user} />);
    expect(picture()).toHaveAttribute('width', '44');
    rerender(<UserAvatar user={user} size="sm" />);
    expect(picture()).toHaveAttribute('height', '36');
  });
});
