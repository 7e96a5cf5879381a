-- Code lists the platform starts with; administrators may add to them later.
INSERT INTO "dictionary_item" ("category", "code", "label", "sort_order") VALUES
  ('enterpriseType', '1', '工程造价咨询企业', 1),
  ('enterpriseType', '2', '工程招标代理机构', 2),
  ('enterpriseType', '3', '工程咨询企业', 3),
  ('enterpriseType', '4', '工程监理企业', 4),
  ('enterpriseType', '5', '全过程工程咨询企业', 5),
  ('jobTitle', '4', '正高级工程师', 1),
  ('jobTitle', '1', '高级工程师', 2),
  ('jobTitle', '2', '工程师', 3),
  ('jobTitle', '3', '助理工程师', 4),
  ('jobTitle', '5', '技术员', 5),
  ('jobTitle', '6', '高级经济师', 6),
  ('jobTitle', '7', '经济师', 7),
  ('jobTitle', '99', '无', 99),
  ('qualification', '1', '一级造价工程师', 1),
  ('qualification', '2', '二级造价工程师', 2),
  ('qualification', '3', '一级建造师', 3),
  ('qualification', '4', '二级建造师', 4),
  ('qualification', '5', '注册监理工程师', 5),
  ('qualification', '6', '咨询工程师（投资）', 6);
--> statement-breakpoint
-- The enterprise form's attachments (spec §5 Upload: default formats jpg, gif, png, jpeg, pdf).
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('enterprise', '承诺书', 'jpg,gif,png,jpeg,pdf', 5120, true, 1),
  ('enterprise', '营业执照', 'jpg,gif,png,jpeg,pdf', 5120, true, 2);
