import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { allowedExtensions, annexFileProblem } from './annex-check.ts';
import { AnnexTile } from './annex-tile.tsx';
import type { AnnexType, AnnexValue } from './types.ts';

export interface AttachmentUploadProps {
  types: AnnexType[];
  value?: AnnexValue[];
  onChange?: (value: AnnexValue[]) => void;
}

/**
 * Attachments picked per type, several per type, each checked for format and size before it is
 * added and viewable or removable until the form is sent (spec §5 Upload). Works as a Form.Item control.
 */
export function AttachmentUpload({ types, value = [], onChange }: AttachmentUploadProps) {
  const { message } = App.useApp();

  const add = (type: AnnexType, files: File[]) => {
    const accepted = files.filter((file) => {
      const problem = annexFileProblem(type, file);
      if (problem) void message.warning(problem);
      return !problem;
    });
    if (accepted.length > 0) {
      onChange?.([...value, ...accepted.map((file) => ({ fileType: type.name, file, fileName: file.name }))]);
    }
  };

  const remove = (index: number) => onChange?.(value.filter((_, kept) => kept !== index));

  return (
    <Flex vertical gap={16}>
      {types.map((type) => {
        const extensions = allowedExtensions(type);
        return (
          <section key={type.name} aria-label={type.name}>
            <Flex align="center" gap={12} wrap>
              <Typography.Text strong>{type.name}</Typography.Text>
              <Upload
                multiple
                accept={extensions.map((extension) => `.${extension}`).join(',')}
                showUploadList={false}
                // The files stay in the form until it is sent; antd's own request never runs.
                beforeUpload={(file, batch) => {
                  if (file === batch[0]) add(type, batch);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined />}>选择文件</Button>
              </Upload>
              <Typography.Text type="secondary">
                支持 {extensions.join('、')}，单个文件不超过{type.fileSize}K
              </Typography.Text>
            </Flex>
            <Flex wrap gap={16} style={{ marginTop: 8 }}>
              {value.map((annex, index) =>
                annex.fileType === type.name ? (
                  <AnnexTile key={`${index}:${annex.fileName}`} annex={annex} onRemove={() => remove(index)} />
                ) : null,
              )}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}
