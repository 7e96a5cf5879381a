import { Tag } from 'antd';

/** A yes-or-no standing in its words (启用 / 停用, 成功 / 失败): green when on, red when off. */
export const onOffTag = (on: boolean, text: unknown) => <Tag color={on ? 'green' : 'red'}>{String(text)}</Tag>;
