-- The behaviour standards the platform starts with (docs/behaviour-catalogue.md): version 1 in
-- force from 2025-01-01. Administrators publish later versions in standardsMgt; these rows stay
-- as the levels earlier records were scored by.
INSERT INTO "behavior_standard_version" ("id", "name", "effective_date", "state") VALUES
  (1, '工程造价咨询企业和招标代理机构信用评价标准（2025版）', '2025-01-01', 1);
--> statement-breakpoint
INSERT INTO "behavior_category" ("id", "version_id", "credit_type", "name", "sort_order") VALUES
  (1, 1, 1, '荣誉表彰', 1),
  (2, 1, 1, '执业能力', 2),
  (3, 1, 1, '规范作业', 3),
  (4, 1, 1, '科技创新', 4),
  (5, 1, 1, '社会责任', 5),
  (6, 1, 2, '违法违规行为', 1),
  (7, 1, 2, '招标代理违规行为', 2),
  (8, 1, 2, '执业行为不规范', 3),
  (9, 1, 2, '行政处罚', 4),
  (10, 1, 2, '失信惩戒', 5);
--> statement-breakpoint
-- actor 1 单位, 2 个人; enterprise kinds 1 工程造价咨询企业, 2 工程招标代理机构.
INSERT INTO "behavior_content" ("id", "category_id", "name", "actor", "needs_innovation_award", "enterprise_kinds", "sort_order") VALUES
  (1, 1, '获得县级以上人民政府或建设行政主管部门表彰', 1, false, '{1,2}', 1),
  (2, 1, '工程造价咨询成果获评优秀成果', 1, false, '{1}', 2),
  (3, 1, '从业人员获评先进个人', 2, false, '{1,2}', 3),
  (4, 2, '执业能力测评', 1, false, '{1}', 1),
  (5, 3, '备案一次性通过率', 1, false, '{2}', 1),
  (6, 4, '取得科技创新成果并获奖', 1, true, '{1,2}', 1),
  (7, 5, '参与抢险救灾、公益服务', 1, false, '{1,2}', 1),
  (8, 6, '出具虚假或严重失实的工程造价成果文件', 1, false, '{1}', 1),
  (9, 6, '超越资质等级或以他人名义承接业务', 1, false, '{1}', 2),
  (10, 6, '转让或违法分包咨询、代理业务', 1, false, '{1,2}', 3),
  (11, 7, '泄露应当保密的招标投标资料', 1, false, '{2}', 1),
  (12, 7, '与招标人、投标人串通损害国家利益或他人合法权益', 1, false, '{2}', 2),
  (13, 7, '未按规定发布招标公告或办理招标投标备案', 1, false, '{2}', 3),
  (14, 8, '造价成果文件未按规定签字盖章', 1, false, '{1}', 1),
  (15, 8, '未按规定报送业务信息或统计资料', 1, false, '{1,2}', 2),
  (16, 8, '注册造价工程师出借注册证书或在两家以上单位注册', 2, false, '{1}', 3),
  (17, 9, '受到建设行政主管部门行政处罚', 1, false, '{1,2}', 1),
  (18, 10, '被人民法院列入失信被执行人名单', 1, false, '{1,2}', 1);
--> statement-breakpoint
-- Good records count 36 months and are public 36 months; bad ones 6 to 36 months by severity,
-- repairable after 3 (general) or 12 (serious) months of publicity.
INSERT INTO "behavior_level" ("id", "content_id", "name", "score_value", "valid_months", "publicity_months", "min_repair_months", "serious", "sort_order") VALUES
  (1, 1, '国家级', 10, 36, 36, NULL, false, 1),
  (2, 1, '省级', 6, 36, 36, NULL, false, 2),
  (3, 1, '市级', 3, 36, 36, NULL, false, 3),
  (4, 2, '省级一等', 5, 36, 36, NULL, false, 1),
  (5, 2, '省级二等', 4, 36, 36, NULL, false, 2),
  (6, 2, '市级', 2, 36, 36, NULL, false, 3),
  (7, 3, '省级', 2, 36, 36, NULL, false, 1),
  (8, 3, '市级', 1, 36, 36, NULL, false, 2),
  (9, 4, '+3分', 3, 12, 36, NULL, false, 1),
  (10, 4, '+4分', 4, 12, 36, NULL, false, 2),
  (11, 4, '+5分', 5, 12, 36, NULL, false, 3),
  (12, 4, '+6分', 6, 12, 36, NULL, false, 4),
  (13, 5, '+1分', 1, 12, 36, NULL, false, 1),
  (14, 5, '+2分', 2, 12, 36, NULL, false, 2),
  (15, 5, '+4分', 4, 12, 36, NULL, false, 3),
  (16, 6, '省部级', 5, 36, 36, NULL, false, 1),
  (17, 6, '市级', 3, 36, 36, NULL, false, 2),
  (18, 7, '默认等级', 2, 36, 36, NULL, false, 1),
  (19, 8, '情节严重', -20, 36, 36, 12, true, 1),
  (20, 8, '情节一般', -10, 12, 12, 3, false, 2),
  (21, 9, '默认等级', -15, 36, 36, 12, true, 1),
  (22, 10, '默认等级', -15, 36, 36, 12, true, 1),
  (23, 11, '默认等级', -15, 36, 36, 12, true, 1),
  (24, 12, '默认等级', -20, 36, 36, 12, true, 1),
  (25, 13, '默认等级', -3, 6, 6, 3, false, 1),
  (26, 14, '默认等级', -3, 6, 6, 3, false, 1),
  (27, 15, '默认等级', -2, 6, 6, 3, false, 1),
  (28, 16, '默认等级', -5, 12, 12, 3, false, 1),
  (29, 17, '警告', -3, 6, 6, 3, false, 1),
  (30, 17, '罚款', -6, 12, 12, 3, false, 2),
  (31, 17, '责令停业整顿', -12, 36, 36, 12, true, 3),
  (32, 18, '默认等级', -10, 36, 36, 12, true, 1);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('behavior_standard_version', 'id'), 1);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('behavior_category', 'id'), 10);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('behavior_content', 'id'), 18);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('behavior_level', 'id'), 32);
