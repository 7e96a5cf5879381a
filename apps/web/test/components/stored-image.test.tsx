import { MSG } from '@credit/rules';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FileTile } from '@/components/file-tile.tsx';
import { renderInApp } from './support/render-in-app.tsx';

describe('an image attachment (spec §8 暂无图片)', () => {
  test('shows the image while it loads, and 暂无图片 once it fails to load', () => {
    renderInApp(<FileTile fileName="现场照片.png" href="/files/2026/missing.png" />);
    const image = screen.getByRole('img', { name: '现场照片.png' });
    expect(screen.queryByText(MSG.noImage)).toBeNull();
    fireEvent.error(image);
    expect(screen.getByText(MSG.noImage)).toBeTruthy();
    expect(screen.getByRole('img', { name: `现场照片.png：${MSG.noImage}` })).toBeTruthy();
  });

  test('shows 暂无图片 where the attachment has no file', () => {
    renderInApp(<FileTile fileName="营业执照.jpg" href="" />);
    expect(screen.getByText(MSG.noImage)).toBeTruthy();
  });
});
