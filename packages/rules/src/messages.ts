/** The specification's user-facing messages, word for word (spec §5, §8). */
export const MSG = {
  // §8 session and error policy
  loginExpired: '登录权限失效，请重新登录!',
  accountExpired: '账号已过期，请重新登录！',
  roleWithoutMenus: '您的角色未分配菜单',
  enterpriseListFailed: '获取企业列表失败',
  genericServerError: '服务器内部错误，请稍后重试',
  requestTimeout: '请求超时，请稍后重试',
  networkError: '网络异常，请检查网络连接',
  notFound: '请求的资源不存在',
  forbidden: '没有权限执行此操作',
  invalidInput: '输入数据有误，请检查后重试',
  // Input the database refuses (SQLSTATE class 22 and 54000), answered as 400
  inputEncodingInvalid: '输入含有无法识别或无法保存的字符',
  inputNumberOutOfRange: '输入的数值超出允许范围',
  inputDateInvalid: '输入的日期或时间无效',
  inputTextTooLong: '输入的内容过长',
  inputFormatInvalid: '输入数据的格式有误',
  changeInitialPassword: '请先修改初始密码',
  passwordChanged: '密码修改成功',
  // §8 empty states
  noEnterpriseHistory: '暂无企业历史变更记录',
  noPersonHistory: '暂无人员历史信息',
  noIntroduction: '暂无企业简介',
  noImage: '暂无图片',
  noData: '暂无数据',
  noAttachment: '暂无附件',
  noSimilarRecords: '暂无相似信用记录',
  // §8 successes
  saved: '保存成功',
  savedBang: '保存成功！',
  edited: '编辑成功！',
  added: '添加成功！',
  deleted: '删除成功',
  deletedBang: '删除成功！',
  withdrawn: '撤回成功！',
  submittedForReview: '提交申请成功，请等待后续审批',
  // §8 failures
  saveFailedFileNameTooLong: '保存失败，文件名称过长',
  selectRowsToDelete: '请选择需要删除的数据',
  // §5 upload
  zeroByteFile: '上传的文件大小是0KB,请上传正确的文件！',
  uploadRequired: '请上传附件',
  releaseUploadRequired: '请上传文件',
  wrongFileFormat: '文件格式不正确',
  fileTooLargeGeneric: '上传的文件过大',
  importXlsxOnly: '只能导入xlsx格式的文件',
  importUnreadable: '文件无法读取，请上传正确的xlsx文件',
  // Hostile uploads (docs/security.md): refused before they are stored or parsed
  pdfActiveContent: 'PDF文件含有脚本或自动执行的动作，不能上传',
  importInflatedTooLarge: '文件解压后过大，请拆分后分批导入',
  importDoctype: '文件含有不允许的XML文档类型声明，请上传正确的xlsx文件',
  // §5 enterprise
  enterpriseNameChinese: '请输入6个或6个以上中文字符',
  enterpriseNameExists: '企业名称已存在！',
  idCardRequired: '请输入身份证',
  idCardFormat: '请输入正确格式的身份证',
  notNegative: '不可输入负数',
  mobileRequired: '请输入手机号码',
  contactPhoneFormat: '输入的联系电话格式有误',
  emailFormat: '请输入正确的邮箱格式',
  introductionRequired: '请填写企业简介',
  // §5 release form
  identificationUnitRequired: '请输入行为认定单位',
  actDeterminationDateRequired: '请输入行为认定日期',
  applicantRequired: '请输入申请人',
  behaviorDescriptionRequired: '请输入行为内容描述',
} as const;

export type MessageKey = keyof typeof MSG;

/** 文件不能超过…K (spec §5 Upload). */
export const fileTooLarge = (limitKb: number): string => `文件不能超过${limitKb}K`;
