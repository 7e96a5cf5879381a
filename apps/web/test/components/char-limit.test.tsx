import { fireEvent, screen } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, test } from 'vitest';
import { charLimit } from '@/components/char-limit.ts';
import { renderInApp } from './support/render-in-app.tsx';

describe('an input’s limit in characters, as the server counts them', () => {
  test('takes as many emoji as the limit, counts each as one, and cuts the rest without splitting one', () => {
    renderInApp(<Input.TextArea aria-label="原因" count={charLimit(5, true)} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '原因' });
    fireEvent.change(box, { target: { value: '😀😀😀😀😀' } });
    expect(box.value).toBe('😀😀😀😀😀');
    expect(screen.getByText('5 / 5')).toBeTruthy();
    fireEvent.change(box, { target: { value: '😀😀😀😀😀😀😀' } });
    expect(box.value).toBe('😀😀😀😀😀');
    expect(box.value).not.toContain('\uFFFD');
  });

  test('sets no limit on a field that has none', () => {
    expect(charLimit(undefined)).toBeUndefined();
  });
});
