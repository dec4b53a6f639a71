"""Built-in bilingual business glossary: the default alias groups.

Each group is the words that name one business concept in Chinese and English (plus the
abbreviations schemas use as whole identifier tokens). A word typed by a person that belongs
to a group also finds tables whose names or comments carry any other word of that group; such
a glossary hit is weighted below a literal hit.

Rules the data keeps (tests/test_glossary.py checks them):

* Every group has at least one Chinese and one Latin word. Chinese is Simplified (Traditional
  input is converted before lookup) and never a single character (``单``, ``表``, ``名`` sit
  inside too many words). Latin words are lower case, at least two letters, singular where
  English has a singular (the tokenizer folds ``orders`` -> ``order``); words with no singular
  (``goods``, ``sales``, ``logistics``) and fixed phrases (``bill of materials``) are written as
  a dictionary spells them, so the resolver must pass glossary words through the same folding
  as table tokens. Phrases use single spaces and match consecutive identifier tokens.
* A word is in at most one group: a word in two groups would merge two concepts.
* Near-synonyms a DBA keeps apart are separate groups: member / user / customer,
  product / SKU, order / order item, refund / return, department / organization,
  role / permission, log / record / history, category / type, payment / transaction.
  A broader and a narrower concept are never put together.
* Ambiguous words are left out, or placed only where schemas overwhelmingly use them; the
  comments next to the groups say which. Left out: ``item`` (order line, cart line, dict item,
  product), ``detail``/``明细``, ``info``/``信息``, ``data``/``数据``, ``no``/``num``/``number``/
  ``count`` (``order_num`` is a sort key in RuoYi, ``number`` is also 号码/数字), ``desc`` (SQL
  DESC and the sort direction in ``sort_desc``), ``key``, ``class``, ``state`` (status, or the
  state of StateProvince), ``job`` (scheduled job, or JobTitle/JobCandidate), ``application``
  (app, or a request), ``lead`` (sales lead or lead time), ``ticket``, ``voucher``, ``issue``, ``area``, ``rate``, ``total``, ``nation`` (民族 in JeecgBoot),
  ``integration`` (积分 only in macrozheng/mall), ``sign in`` (登录, or 签到 in mall), ``prod``
  (an identifier abbreviation, below), ``inv`` (inventory or invoice), ``po``/``so`` and the mall
  module prefixes ``oms``/``pms``/``ums``; also ``transfer`` (stock, money or a person), ``channel``
  (a CMS 频道 or a sales / payment 渠道), ``board``, ``entry``, ``period``, ``requisition``,
  ``content type``, ``shipper``, ``offer``, ``deal``, ``like`` and 上架 / 下架 (put-away or listing).
* A Chinese word's key is what the segmenter makes of it, less stop words and generic tails, so a
  word that folds to another group's key is not written (``采购申请`` is the key 采购, ``对账单``
  the key 账单, ``利润表`` the key 利润); tests/test_glossary_domains.py checks that no new key is
  shared between groups.
* A homonym goes to the side schemas use most, with a comment: ``album`` is a music album
  (相册 is ``photo album``), ``promotion`` is 促销 (晋升 is ``job promotion``), ``account`` stays
  账号 (the ledger's 科目 is written out), ``track`` is a song (a parcel's is ``tracking number``).

``ABBREVIATIONS`` (after the groups) maps an identifier token such as ``prod`` or ``dept`` to the
full word it stands for; ``AMBIGUOUS_ABBREVIATIONS`` lists the ones left out and why;
``expand_abbreviation`` / ``abbreviations_of`` look them up.
"""

GLOSSARY: tuple[tuple[str, ...], ...] = (
    # ---------------------------------------------------------------- orders and sales
    # "order" is 订单 as a table word; as a column token (sort_order, order_num) it is often 排序,
    # which is why 排序 keeps only "sort" words.
    ("订单", "order"),
    ("订单明细", "订单详情", "订单项", "订单商品", "order item", "order detail", "order line",
     "order goods", "order product"),
    ("订单号", "订单编号", "order sn", "order no", "order number", "order code"),
    ("订单状态", "order status"),
    ("销售", "sales", "sale", "sell"),
    ("销售订单", "销售单", "sales order", "sale order"),
    ("销售订单明细", "销售订单项", "sales order detail", "sales order line", "sales order item", "sale order item"),
    ("销售员", "销售人员", "业务员", "sales person", "salesperson", "sales rep",
     "sales representative"),
    ("销售区域", "销售辖区", "sales territory", "territory"),
    ("销售原因", "购买原因", "sales reason"),
    ("销售配额", "销售指标", "sales quota"),
    ("配额", "限额", "quota"),
    ("销量", "sales volume"),
    ("购买", "buy"),
    ("买家", "buyer"),
    ("卖家", "seller"),
    ("商家", "商户", "merchant"),
    # An "estimate" is what invoicing software (InvoicePlane, Invoice Ninja) calls a quote.
    ("报价", "报价单", "quotation", "quote", "estimate"),
    ("询价", "inquiry", "enquiry", "rfq"),
    ("商机", "business opportunity", "opportunity"),
    # Bare "lead" left out: AdventureWorks AverageLeadTime. "clue" is what yudao CRM calls a lead.
    ("销售线索", "线索", "sales lead", "clue"),
    ("跟进", "follow up", "followup"),
    ("合同", "contract"),
    ("协议", "agreement"),
    ("项目", "project"),
    # ---------------------------------------------------------------- purchasing and partners
    # "purchase" is 采购 (AdventureWorks Purchasing); a consumer buying is 购买 / "buy".
    ("采购", "purchase", "purchasing", "procurement"),
    ("采购订单", "采购单", "purchase order"),
    ("采购订单明细", "采购订单项", "采购明细", "purchase order detail", "purchase order line",
     "purchase order item"),
    ("供应商", "供货商", "vendor", "supplier"),
    ("制造商", "生产厂家", "厂家", "manufacturer"),
    ("经销商", "分销商", "代理商", "distributor", "reseller", "dealer"),
    ("合作伙伴", "partner"),
    # ---------------------------------------------------------------- people and accounts
    ("会员", "member"),
    ("会员等级", "member level", "member grade"),
    ("会员价", "会员价格", "member price"),
    ("用户", "user"),
    ("用户名", "登录名", "username", "user name", "login name"),
    ("昵称", "nickname", "nick name"),
    ("姓名", "真实姓名", "full name", "real name", "realname"),
    # "client" is the customer of invoicing, CRM and agency schemas; an OAuth client is a
    # software client, and a table literally named customer still outranks it (a literal hit).
    ("客户", "顾客", "customer", "cust", "client"),
    ("消费者", "consumer"),
    # mall calls its admins 后台用户 (ums_admin); they are not 用户 in general.
    ("管理员", "后台用户", "admin", "administrator"),
    # English "account" does not separate a login account (账号) from a fund account (账户);
    # both are kept here. Bank accounts are their own group below.
    ("账号", "帐号", "账户", "帐户", "account", "acct"),
    ("密码", "password", "pwd", "passwd"),
    ("盐值", "密码盐", "salt"),
    ("头像", "avatar"),
    ("人员", "person", "people"),
    ("联系人", "contact", "contact person"),
    ("紧急联系人", "emergency contact"),
    ("第三方", "third party"),
    ("租户", "tenant"),
    # "package" is the SaaS plan (租户套餐) in back-office schemas; a parcel is 包裹 / "parcel".
    ("套餐", "产品包", "package", "pack", "bundle"),
    ("代理", "代理人", "agent"),
    # A record's owner is its 负责人 in business schemas (a CRM customer's owner_user_id).
    ("所有者", "拥有者", "负责人", "owner", "person in charge", "responsible person"),
    # ---------------------------------------------------------------- organization and HR
    # "depart" is JeecgBoot's sys_depart.
    ("部门", "department", "dept", "depart"),
    ("组织", "组织机构", "机构", "organization", "organisation", "org"),
    ("公司", "企业", "company", "corporation", "corp", "enterprise"),
    # Sakila's "staff" are a store's employees.
    ("员工", "职员", "雇员", "职工", "employee", "emp", "staff"),
    ("工号", "work no", "employee no", "staff no"),
    # "post" is RuoYi's sys_post (岗位); a forum post is not a schema word it is kept for.
    ("岗位", "职位", "职务", "post", "position", "job title"),
    ("职级", "job level", "job grade"),
    ("经理", "manager", "mgr"),
    ("团队", "team"),
    ("人力资源", "人事", "hr", "human resources"),
    ("招聘", "recruitment", "recruit", "hiring"),
    ("应聘者", "求职者", "候选人", "candidate", "job candidate", "applicant"),
    ("简历", "resume", "cv"),
    ("入职日期", "入职时间", "雇佣日期", "hire date"),
    ("工资", "薪资", "薪水", "薪酬", "salary", "wage", "compensation"),
    ("奖金", "bonus"),
    ("佣金", "提成", "commission", "brokerage"),
    ("考勤", "出勤", "attendance"),
    ("打卡", "punch", "clock in"),
    ("签到", "check in", "checkin"),
    ("请假", "leave", "leave request"),
    ("休假", "假期", "vacation"),
    ("节假日", "假日", "holiday"),
    ("班次", "shift", "work shift"),
    ("排班", "roster", "duty roster"),
    ("培训", "training"),
    ("绩效", "绩效考核", "考核", "kpi", "performance appraisal", "performance review",
     "performance evaluation", "appraisal"),
    ("学历", "教育", "education"),
    ("学校", "school"),
    ("民族", "ethnicity", "ethnic group"),
    ("婚姻状况", "marital status"),
    ("性别", "gender", "sex"),
    ("年龄", "age"),
    ("生日", "出生日期", "birthday", "birth date", "birthdate", "dob"),
    ("身份证", "身份证号", "id card", "identity card"),
    # ---------------------------------------------------------------- access control
    ("角色", "role"),
    ("权限", "permission", "perm", "authority"),
    ("数据权限", "data permission", "data scope"),
    ("特权", "privilege"),
    ("菜单", "menu"),
    ("按钮", "button", "btn"),
    ("资源", "resource"),
    ("认证", "authentication"),
    ("授权", "authorization", "authorize", "grant"),
    ("令牌", "token"),
    ("密钥", "secret", "secret key", "api key"),
    ("证书", "certificate", "cert"),
    ("验证码", "captcha", "verification code", "verify code"),
    # mall's flash-sale "session" is a 场次; everywhere else it is a 会话.
    ("会话", "session"),
    ("登录", "login", "logon"),
    ("登录日志", "登录记录", "login log", "login record", "logininfor"),
    ("退出登录", "登出", "logout", "log out", "sign out"),
    ("注册", "register", "registration", "signup", "sign up"),
    ("在线用户", "online user"),
    ("白名单", "whitelist", "white list"),
    ("黑名单", "blacklist", "black list"),
    ("敏感词", "sensitive word"),
    # ---------------------------------------------------------------- system and platform
    ("系统", "system", "sys"),
    ("模块", "module"),
    ("应用", "app"),
    ("小程序", "mini program", "miniapp", "mini app"),
    ("平台", "platform"),
    ("浏览器", "browser"),  # not "user agent": JeecgBoot's sys_user_agent is 代理人
    ("操作系统", "operating system", "os"),
    ("设备", "device", "equipment"),
    ("服务器", "server"),
    ("服务", "service"),
    ("监控", "monitor", "monitoring"),
    ("缓存", "cache"),
    ("接口", "api", "interface"),
    ("网关", "gateway"),
    ("路由", "route", "router"),
    ("数据库", "database", "db"),
    ("数据源", "data source", "datasource"),
    ("数据表", "表格", "table"),
    ("字段", "field", "column"),
    ("索引", "index"),
    ("表单", "form"),
    ("代码生成", "code generation", "code generator", "codegen", "gen"),
    ("版本", "version", "ver"),
    ("修订", "revision"),
    # 配置 and 设置 are one concept in schemas (sys_config 参数配置表, oms_order_setting 订单设置表).
    ("配置", "设置", "config", "configuration", "cfg", "conf", "setting"),
    ("参数", "parameter", "param"),
    ("字典", "数据字典", "dictionary", "dict"),
    ("字典项", "字典数据", "dict item", "dict data", "dictionary item"),
    ("字典类型", "dict type", "dictionary type"),
    ("规则", "rule"),
    ("模板", "模版", "template", "tpl"),
    ("定时任务", "scheduled job", "scheduled task", "cron job", "quartz job", "cron"),
    ("任务", "task"),
    ("调度", "scheduler", "scheduling"),
    ("触发器", "trigger"),
    ("日程", "schedule", "agenda"),
    ("日历", "calendar"),
    ("会议", "meeting"),
    ("计划", "plan"),
    ("流程", "工作流", "workflow", "process", "flow", "bpm"),
    ("审批", "approval", "approve"),
    # A workflow task handed to someone else while its owner is away (snaker `surrogate`, Flowable
    # `delegate`); outsourced processing is 外协 / 委外, not this.
    ("委托", "委托代理", "delegation", "delegate", "surrogate"),
    ("回调", "callback", "call back"),
    ("审核", "审计", "verify", "audit"),
    # ---------------------------------------------------------------- logs, records, history
    ("日志", "log"),
    ("操作日志", "operation log", "oper log", "operate log"),
    ("错误日志", "异常日志", "error log", "exception log"),
    ("操作", "operation", "operate", "oper"),
    ("操作员", "操作人", "operator"),
    # "record" is kept (记录 and record mean the same) though it is in many comments.
    ("记录", "record"),
    ("历史", "history"),
    ("变更", "变化", "change"),
    ("访问", "visit"),
    # ---------------------------------------------------------------- messages and contact
    ("通知", "notice", "notification", "notify"),
    ("公告", "通告", "announcement", "bulletin"),
    ("消息", "message", "msg"),
    # "sms" is a short message; in macrozheng/mall it is also the marketing module prefix.
    ("短信", "sms", "text message"),
    ("邮件", "邮箱", "电子邮件", "email", "mail", "email address"),
    # Schemas store mobile numbers in "phone" / "tel" columns (mall ums_member.phone 手机号码,
    # litemall tel 手机号码), so mobile and phone are one concept; a landline is narrower.
    ("手机号", "手机号码", "手机", "电话", "电话号码", "联系电话", "phone", "mobile",
     "telephone", "tel", "cellphone", "phone number", "mobile number", "mobile phone"),
    ("座机", "固定电话", "landline"),
    ("传真", "fax"),
    ("微信", "wechat", "weixin", "wx"),
    ("钉钉", "dingtalk", "dingding"),
    ("支付宝", "alipay"),
    # ---------------------------------------------------------------- files and media
    ("文件", "file"),
    ("附件", "attachment"),
    ("文档", "document", "doc"),
    ("文件夹", "目录", "folder", "directory", "dir"),
    ("存储", "storage"),
    ("对象存储", "oss", "object storage"),
    ("上传", "upload"),
    ("下载", "download"),
    ("导入", "import"),
    ("导出", "export"),
    ("分享", "共享", "share"),
    ("链接", "网址", "超链接", "url", "link", "hyperlink"),
    ("路径", "path"),
    ("图片", "图像", "照片", "image", "img", "picture", "pic", "photo"),
    ("缩略图", "thumbnail", "thumb"),
    ("图标", "icon"),
    # "album" alone is a music album (专辑, below); a photo album is written out.
    ("相册", "画册", "photo album", "gallery", "photo gallery"),
    ("插图", "示意图", "illustration", "diagram"),
    ("视频", "video"),
    ("音频", "audio"),
    ("知识库", "knowledge base", "knowledge"),
    # "model" is an AI / data model (JeecgBoot airag_model); a product's model is 型号.
    ("模型", "model"),
    ("提示词", "prompt"),
    ("人工智能", "ai"),
    # ---------------------------------------------------------------- reports and pages
    # "report" is 报表; mall's cms_member_report (用户举报表) is the exception.
    ("报表", "报告", "report"),
    ("仪表盘", "看板", "dashboard"),
    ("图表", "chart"),
    ("地图", "map"),
    ("统计", "statistic", "stat", "analytics"),
    ("页面", "page"),
    ("组件", "部件", "component"),
    ("首页", "主页", "home", "homepage"),
    ("搜索", "检索", "search"),
    ("搜索历史", "search history"),
    ("关键字", "关键词", "keyword"),
    ("标签", "tag", "label"),
    ("分组", "群组", "group"),
    # ---------------------------------------------------------------- common column concepts
    ("排序", "顺序", "sort", "sort order", "sort no"),
    ("序列", "sequence", "seq"),
    # order_sn 订单编号, goods_sn 商品编号: "sn" is the 编号 of a business object.
    ("编号", "序列号", "流水号", "sn", "serial number", "serial"),
    ("编码", "代码", "code"),
    ("数量", "quantity", "qty"),
    ("条码", "条形码", "barcode", "bar code"),
    ("二维码", "qr code", "qrcode"),
    # "name" is placed with 名称; a person's 姓名 is the "full name" group above.
    ("名称", "名字", "name"),
    ("标题", "title"),
    ("副标题", "子标题", "subtitle", "sub title"),
    ("内容", "content"),
    # A workflow's or a report's definition; schemas name it with the verb (`wf_process_define`).
    ("定义", "definition", "define"),
    # Extra fields kept beside a record (`content_ext` 扩展, `ext_json` 扩展JSON).
    ("扩展", "extension", "extend", "extended"),
    ("摘要", "summary", "abstract"),
    ("描述", "description", "descr"),
    ("备注", "remark", "memo", "note"),
    # "type" is only 类型; 分类 / category is a separate concept.
    ("类型", "种类", "type", "kind"),
    ("分类", "类目", "类别", "品类", "category", "cate"),
    ("子分类", "二级分类", "subcategory", "sub category"),
    ("状态", "status"),
    ("时间", "time"),
    ("日期", "date"),
    ("创建时间", "create time", "created at", "creation time", "add time", "gmt create"),
    ("更新时间", "修改时间", "update time", "updated at", "modify time", "modified date",
     "last update", "gmt modified"),
    ("创建人", "创建者", "create by", "created by", "creator"),
    ("更新人", "修改人", "update by", "updated by", "modified by"),
    ("开始时间", "start time", "begin time"),
    ("结束时间", "end time"),
    ("开始日期", "start date", "begin date"),
    ("结束日期", "end date"),
    ("删除标志", "逻辑删除", "del flag", "delete flag", "deleted", "is deleted"),
    ("启用", "enable", "enabled"),
    ("禁用", "disable", "disabled"),
    ("默认", "default"),
    ("父级", "上级", "parent"),
    ("子级", "下级", "child", "children"),
    ("树形", "tree"),
    ("等级", "级别", "level", "grade"),
    ("关系", "关联", "relation", "relationship"),
    ("映射", "mapping"),
    ("原因", "reason", "cause"),
    ("来源", "source"),
    ("错误", "error"),
    ("年份", "年度", "year"),
    ("环境", "environment"),
    ("频率", "frequency"),
    ("标志位", "标志", "flag"),
    # ---------------------------------------------------------------- content and engagement
    ("问题", "question", "problem"),
    ("答案", "answer"),
    ("常见问题", "faq"),
    ("帮助", "help"),
    ("反馈", "意见反馈", "feedback"),
    ("建议", "suggestion"),
    ("投诉", "complaint"),
    # 评论 and 评价 are one concept (mall pms_comment 商品评价表, AdventureWorks ProductReview).
    # "review" is placed here, not with 审核 (verify / audit).
    ("评论", "评价", "comment", "review"),
    ("回复", "reply"),
    ("评分", "rating"),
    ("得分", "分数", "score"),
    ("收藏", "favorite", "favourite", "collect", "fav"),  # litemall_collect 收藏表
    ("足迹", "浏览记录", "footprint"),
    ("订阅", "subscription", "subscribe"),
    ("文章", "article"),
    ("新闻", "资讯", "news"),
    # mall: cms_topic 话题表, cms_subject 专题表; litemall_topic is 专题表 but named topic.
    ("话题", "topic"),
    ("专题", "subject", "special topic"),
    ("主题", "theme"),
    ("广告", "advertisement", "advertise", "advert", "ad"),
    ("轮播图", "轮播", "横幅", "幻灯片", "banner", "carousel", "slide", "slider", "slideshow"),
    ("推荐", "recommend", "recommendation"),
    ("新品", "新商品", "new product", "new arrival"),
    ("热门", "热销", "人气", "hot", "popular"),
    ("偏好", "preference"),
    # ---------------------------------------------------------------- products and stock
    # 商品 and 产品 are used interchangeably (mall pms_product 商品信息, 产品分类); an SPU is the
    # product. A SKU is a narrower concept and its own group. 货品 is left out: litemall's
    # goods_product (商品货品表) is a SKU, elsewhere 货品 just means goods.
    ("商品", "产品", "product", "goods", "spu", "merchandise", "commodity"),
    ("单品", "库存量单位", "sku", "stock keeping unit"),
    ("品牌", "品牌商", "brand"),
    # "property" (and `prop` in identifiers) is an attribute in schemas; real estate is 房产 (below).
    ("属性", "attribute", "attr", "property"),
    ("属性值", "attribute value", "property value"),
    ("规格", "specification", "spec"),
    ("型号", "product model"),
    ("单位", "计量单位", "unit", "unit of measure", "unit measure", "uom"),
    ("重量", "weight"),
    ("尺寸", "尺码", "大小", "size"),
    ("颜色", "color", "colour"),
    # Sakila's inventory is the copies of films a store holds: still 库存.
    ("库存", "存货", "inventory", "stock"),
    ("库存预警", "low stock", "stock alert", "safety stock"),
    ("仓库", "仓储", "warehouse", "depot", "warehousing"),
    ("库位", "货位", "储位", "仓位", "storage location", "storage bin", "bin location", "warehouse location"),
    ("货架", "shelf"),
    ("位置", "地点", "location"),
    # Not "stock in": `in` is a stop word, so it would be the key `stock` and merge 入库 into 库存.
    # "goods receipt" is the warehouse receiving goods into stock (SAP GR), not a 收据.
    ("入库", "入库单", "入仓", "inbound", "inbound order", "goods receipt", "warehouse receipt",
     "receipt order"),
    # A warehouse's shipment order (出库单) is stock leaving; a shop's 发货单 is "shipping order".
    ("出库", "出库单", "出仓", "stock out", "outbound", "outbound order", "goods issue", "shipment order"),
    ("盘点", "盘点单", "盘库", "stocktaking", "stock take", "inventory count", "inventory check", "check order",
     "stock check", "physical inventory", "cycle count"),
    # 调拨 moves stock between warehouses; 移库 moves it between bins of one warehouse (below). A bare
    # "transfer" is left out: it is also 转账 (money) and 调岗 (a person).
    ("调拨", "调拨单", "库存调拨", "stock transfer", "transfer order", "stock move", "inventory transfer",
     "warehouse transfer"),
    ("批次", "批号", "batch", "lot"),
    ("物料", "物资", "material"),
    ("原材料", "原料", "raw material"),
    ("成品", "finished goods", "finished product"),
    ("零件", "配件", "part", "spare part"),
    # ---------------------------------------------------------------- production (AdventureWorks)
    ("物料清单", "bom", "bill of materials"),
    ("装配", "组装", "assembly"),
    ("生产", "制造", "production", "manufacturing", "manufacture"),
    # A production order (ERP) and a work order (shop floor) name the same table in one schema.
    # A service desk's 工单 is a ticket: 客服工单, below.
    ("工单", "生产工单", "生产订单", "work order", "manufacturing order", "production order"),
    ("工艺路线", "工艺流程", "routing", "process route"),
    ("报废", "scrap"),
    ("报废原因", "scrap reason"),
    ("工厂", "factory", "plant"),
    ("车间", "workshop"),
    ("生产线", "产线", "production line"),
    ("质检", "质量检验", "quality inspection", "inspection", "qc"),
    ("质量", "quality"),
    ("维修", "repair"),
    ("维护", "保养", "maintenance"),
    ("业务实体", "business entity"),
    # ---------------------------------------------------------------- shipping and logistics
    # 发货 (ship out), 配送 (deliver) and 物流 (logistics) are kept apart.
    ("发货", "出货", "发货单", "shipment", "ship", "shipping", "shipping order"),
    ("配送", "派送", "送货", "送货单", "delivery", "deliver", "delivery note"),
    ("物流", "logistics"),
    ("快递", "express", "courier"),
    ("运输", "transport", "transportation"),
    ("运单", "运单号", "快递单号", "物流单号", "waybill", "tracking number"),
    ("承运商", "物流公司", "快递公司", "carrier"),
    ("配送方式", "运输方式", "ship method", "shipping method", "delivery method"),
    ("收货", "receive", "receiving"),
    ("收货人", "收件人", "receiver", "recipient", "consignee"),
    ("收货地址", "收件地址", "shipping address", "receive address", "delivery address"),
    ("运费", "freight", "shipping fee", "shipping cost"),
    ("运费模板", "运费模版", "freight template", "shipping template"),
    ("包裹", "parcel"),
    # ---------------------------------------------------------------- places
    ("地址", "address", "addr"),
    ("邮编", "邮政编码", "postcode", "zip code", "zipcode", "postal code", "post code"),
    ("国家", "国家地区", "country", "country region"),
    ("省份", "province", "state province"),
    ("城市", "city"),
    ("区县", "district", "county"),
    ("街道", "street"),
    ("地区", "区域", "行政区域", "行政区划", "region"),  # litemall_region 行政区域表
    # AdventureWorks' Culture table holds the languages of its descriptions.
    ("语言", "语种", "language", "lang", "locale", "culture"),
    ("店铺", "门店", "商店", "商铺", "store", "shop"),
    # ---------------------------------------------------------------- money
    # "pay" is 支付 (pay_time, pay_type); AdventureWorks EmployeePayHistory is the exception.
    ("支付", "付款", "付款单", "支付单", "payment", "pay"),
    ("支付方式", "付款方式", "payment method", "payment type", "pay type"),
    # "trade" is 交易 (trade_no); JeecgBoot's trade column (所属行业) is the exception.
    ("交易", "transaction", "trade", "txn"),
    ("退款", "refund"),
    ("退货", "return"),
    ("退货原因", "return reason"),
    ("退货申请", "return apply", "return application", "return request"),
    ("售后", "售后服务", "aftersale", "after sale", "after sales service"),
    ("发票", "开票", "invoice", "invoicing"),
    ("账单", "bill", "billing"),
    # A receipt the payer keeps; money coming in is 收款 (below).
    ("收据", "小票", "receipt"),
    ("金额", "amount", "amt"),
    ("总金额", "总额", "total amount", "grand total"),
    ("小计", "subtotal", "sub total"),
    ("价格", "price"),
    ("单价", "unit price"),
    ("售价", "销售价", "sale price", "selling price"),
    ("原价", "original price"),
    ("标价", "定价", "list price"),
    ("成本", "cost"),
    ("费用", "fee"),
    ("支出", "expenditure", "expense"),
    ("收入", "income", "revenue"),
    ("报销", "报销单", "费用报销", "reimbursement", "expense claim", "expense report", "expense reimbursement"),
    ("预算", "budget"),
    ("税额", "税费", "税金", "tax"),
    ("税率", "tax rate"),
    ("货币", "币种", "currency"),
    ("汇率", "exchange rate", "currency rate"),
    ("余额", "balance"),
    ("钱包", "wallet"),
    ("充值", "recharge", "top up", "topup"),
    ("提现", "withdraw", "withdrawal"),
    ("结算", "结算单", "settlement", "settle"),
    ("对账", "reconciliation", "account statement", "statement of account"),
    ("应收账款", "应收", "accounts receivable", "receivable"),
    ("应付账款", "应付", "accounts payable", "payable"),
    ("总账", "ledger", "general ledger"),
    ("银行", "bank"),
    ("银行账户", "银行账号", "bank account"),
    ("银行卡", "bank card"),
    ("信用卡", "credit card"),
    ("信用", "credit"),
    ("卡号", "card number", "card no"),
    ("消费", "consume", "consumption"),
    # ---------------------------------------------------------------- marketing
    ("折扣", "discount"),
    ("优惠券", "coupon"),
    ("促销", "promotion", "promo"),
    ("营销", "marketing"),
    ("活动", "activity", "campaign"),
    ("事件", "event"),
    ("秒杀", "限时购", "flash sale", "flash promotion", "seckill"),
    ("团购", "拼团", "groupon", "group buy", "group buying"),
    ("满减", "full reduction"),
    ("砍价", "bargain"),
    ("阶梯价", "阶梯价格", "ladder price", "tiered price"),
    ("特价", "特惠", "special offer"),
    ("积分", "point", "loyalty point", "reward point", "bonus point"),
    ("成长值", "growth", "growth value"),
    ("经验值", "经验", "experience", "experience point"),
    ("购物车", "cart", "shopping cart", "basket"),
    ("购物车商品", "购物车明细", "cart item", "shopping cart item"),
    # ---------------------------------------------------------------- film rental (Sakila)
    ("电影", "影片", "film", "movie"),
    ("演员", "actor", "actress"),
    ("租赁", "出租", "租借", "rental", "rent", "lease"),
    # ---------------------------------------------------------------- ERP documents and stock
    # A document type and its lines are separate groups (采购入库 / 采购入库明细 would be, too);
    # a document and the business it records are one (入库单 is 入库, above).
    ("单据", "业务单据", "business document"),
    # 采购申请 is not written here: 申请 is a generic tail, so it would be the key 采购.
    # "requisition" alone is left out: it is a purchase requisition or a material requisition (领料).
    ("请购", "purchase requisition", "purchase request"),
    ("采购入库", "采购入库单", "purchase receipt", "purchase inbound", "goods received note", "grn"),
    ("采购退货", "采购退货单", "purchase return", "return to vendor"),
    ("销售出库", "销售出库单", "sales outbound", "sales delivery", "sale out"),
    # A shop's 退货 is the customer returning goods; an ERP keeps 销售退货 and 采购退货 apart.
    ("销售退货", "销售退货单", "sales return", "sale return"),
    ("其他入库", "其它入库", "other inbound", "other receipt"),
    ("其他出库", "其它出库", "other outbound", "other issue"),
    ("移库", "移库单", "移位", "bin transfer", "location transfer", "stock relocation", "movement order"),
    ("库存流水", "出入库流水", "出入库明细", "stock ledger", "stock movement", "inventory transaction",
     "inventory ledger", "stock record", "stock history", "inventory history"),
    ("库存调整", "调整单", "stock adjustment", "inventory adjustment"),
    ("报损", "报损单", "stock loss", "inventory loss"),
    ("报溢", "报溢单", "stock surplus", "inventory surplus"),
    ("期初", "期初余额", "期初库存", "opening balance", "beginning balance", "opening stock"),
    ("期末", "期末余额", "期末库存", "closing balance", "ending balance", "closing stock"),
    ("领料", "领料单", "material requisition", "material issue", "material request"),
    ("退料", "退料单", "material return", "returned material"),
    # 上架 / 下架 are left out: a warehouse's put-away, or a shop listing a product for sale.
    ("拣货", "拣选", "picking", "order picking"),
    ("补货", "replenishment", "restock"),
    ("波次", "wave picking", "pick wave"),
    ("包装", "装箱", "打包", "packaging", "packing"),
    ("托盘", "pallet"),
    ("库区", "仓库区域", "storage area", "warehouse area", "warehouse zone"),
    ("货物", "cargo"),
    ("往来单位", "往来企业", "business partner", "trading partner", "counterparty"),
    ("价目表", "pricelist"),  # not "price list": `list` is a generic tail, the key would be `price`
    ("零售", "retail"),
    ("批发", "wholesale"),
    ("赠品", "gift", "giveaway", "free gift"),
    ("换货", "product exchange", "goods exchange"),
    # ---------------------------------------------------------------- manufacturing (MES)
    ("生产计划", "production plan", "production schedule", "master production schedule"),
    ("工序", "生产工序", "process step", "production process", "work step"),
    ("工作中心", "work center", "work centre"),
    ("工位", "workstation", "work station"),
    ("报工", "生产报工", "work report", "production report"),
    ("派工", "派单", "派工单", "dispatch", "dispatching"),
    ("模具", "mold", "mould"),
    ("产能", "production capacity"),
    # 委外 is a production step done by another factory; 外包 hires out work (HR, IT).
    ("委外", "委外加工", "外协", "subcontracting", "subcontract", "outsourced processing"),
    ("外包", "outsourcing", "outsource"),
    # 缺陷 is one Chinese word for a manufacturing defect and a software bug; a defective product
    # (不良品) is a thing, not a fault.
    ("缺陷", "不良", "defect", "bug"),
    ("不良品", "次品", "defective product", "nonconforming product"),
    ("来料检验", "进货检验", "incoming inspection", "iqc"),
    ("过程检验", "制程检验", "in process inspection", "ipqc"),
    ("出货检验", "outgoing inspection", "oqc"),
    ("拆卸", "拆装", "disassembly"),
    # ---------------------------------------------------------------- finance and accounting
    ("财务", "finance", "financial"),
    ("会计", "记账", "accounting", "bookkeeping"),
    # "account" stays with 账号 (a login or fund account); the ledger's 科目 is written out.
    ("科目", "会计科目", "account subject", "accounting subject", "ledger account", "gl account",
     "chart of accounts"),
    # 凭证 is the header, 分录 its lines. "voucher" is left out (an accounting voucher or a coupon),
    # and so is a bare "entry" (a stock entry, a log entry, a journal entry).
    ("凭证", "记账凭证", "会计凭证", "journal entry", "accounting voucher", "journal voucher",
     "accounting entry"),
    ("分录", "会计分录", "journal item", "journal line", "entry line"),
    ("日记账", "journal", "cash book"),
    ("会计期间", "财务期间", "accounting period", "fiscal period"),  # bare "period" is any span of time
    ("会计年度", "财年", "fiscal year", "financial year", "accounting year"),
    ("借方", "借方金额", "debit", "debit amount"),
    ("贷方", "贷方金额", "credit amount"),  # bare "credit" is 信用 (credit rating, credit limit)
    ("授信", "信用额度", "credit limit", "credit line"),
    # An asset table in finance; a CMS's "assets" are usually its files, kept in 文件 words.
    ("资产", "asset"),
    ("固定资产", "fixed asset"),
    ("负债", "liability"),
    ("所有者权益", "股东权益", "equity", "owner equity"),
    ("利润", "profit"),
    ("毛利", "gross profit", "gross margin"),
    ("损益", "profit and loss", "income statement"),
    ("资产负债表", "balance sheet"),
    ("现金流量", "现金流", "cash flow"),
    ("现金", "cash"),
    ("资金", "fund"),
    ("折旧", "depreciation"),
    ("摊销", "amortization", "amortisation"),
    ("成本中心", "cost center", "cost centre"),
    ("利润中心", "profit center", "profit centre"),
    # 收款 is money coming in (an ERP 收款单, a CRM 回款); 应收 is what is still owed.
    ("收款", "收款单", "回款", "回款单", "payment received", "receive payment", "payment collection",
     "finance receipt", "cash receipt", "customer payment"),
    ("回款计划", "收款计划", "receivable plan", "collection plan"),
    ("预付款", "预付", "prepayment", "advance payment"),
    ("预收款", "预收", "advance receipt", "unearned revenue"),
    ("押金", "保证金", "deposit", "security deposit"),
    ("定金", "订金", "down payment", "earnest money"),
    ("转账", "bank transfer", "fund transfer", "wire transfer"),
    ("汇款", "remittance"),
    ("支票", "cheque", "bank check"),
    ("贷款", "loan"),
    ("利率", "interest rate"),
    ("核销", "write off", "writeoff"),
    ("兑换", "redeem", "redemption"),
    ("账期", "付款条件", "payment term"),
    ("税号", "纳税人识别号", "tax number", "tax id", "taxpayer id", "vat number"),
    ("发票抬头", "invoice title"),
    # An invoice's lines are not the invoice.
    ("发票明细", "发票行", "发票项", "invoice line", "invoice item", "invoice detail"),
    ("开户行", "开户银行", "opening bank"),
    ("收银", "收银台", "收银员", "cashier", "checkout"),
    # ---------------------------------------------------------------- companies and partners
    ("营业执照", "business license", "business licence"),
    ("法人", "法定代表人", "legal person", "legal representative"),
    ("统一社会信用代码", "social credit code", "unified social credit code"),
    ("注册资本", "registered capital"),
    ("行业", "industry"),
    ("竞争对手", "竞品", "competitor"),
    # ---------------------------------------------------------------- HR
    ("加班", "overtime"),
    ("出差", "business trip"),
    ("调休", "compensatory leave", "comp off"),
    ("年假", "annual leave"),
    ("病假", "sick leave"),
    ("事假", "personal leave"),
    ("缺勤", "旷工", "absence", "absenteeism"),
    ("迟到", "late arrival", "lateness"),
    ("工作日", "workday", "working day", "business day"),
    ("入职", "onboarding", "onboard"),
    ("离职", "辞职", "resignation", "offboarding", "termination"),
    ("试用期", "probation", "probation period"),
    ("转正", "probation confirmation", "regularization"),
    # "promotion" is 促销 (marketing); a person's promotion is written out.
    ("晋升", "升职", "job promotion", "career promotion"),
    ("调岗", "调动", "job transfer", "position transfer"),
    ("面试", "interview"),
    # Not a bare "offer": AdventureWorks' SpecialOffer is 特价.
    ("录用", "录用通知", "job offer", "offer letter"),
    ("劳动合同", "employment contract", "labor contract", "labour contract"),
    # A payslip is one employee's pay for a period; a payroll is the run that pays everyone.
    ("工资条", "薪资条", "payslip", "pay slip", "salary slip"),
    ("工资单", "薪资发放", "payroll"),
    ("社保", "社会保险", "social security", "social insurance"),
    ("公积金", "住房公积金", "housing fund", "provident fund"),
    ("个人所得税", "income tax", "personal income tax"),
    ("福利", "benefit", "welfare"),
    ("津贴", "补贴", "allowance", "subsidy"),
    ("扣款", "deduction"),
    ("奖励", "reward"),
    ("惩罚", "处罚", "penalty", "punishment"),
    ("编制", "人员编制", "headcount"),
    ("实习生", "intern", "internship"),
    ("职称", "professional title"),
    ("技能", "skill"),
    ("目标", "goal", "objective", "okr"),
    # ---------------------------------------------------------------- school and training
    ("学生", "student"),
    ("教师", "老师", "teacher", "instructor"),
    ("班级", "school class"),  # bare "class" is a CSS or program class
    ("课程", "course"),
    ("课表", "timetable", "class schedule", "course schedule"),
    ("学期", "semester"),
    ("专业", "major"),
    ("学院", "college"),
    ("考试", "exam", "examination"),
    ("试卷", "exam paper", "test paper"),
    ("试题", "题目", "exam question", "test question"),
    ("成绩", "exam score", "exam result", "transcript"),
    ("作业", "homework"),
    ("报名", "选课", "enrollment", "enrolment", "course selection"),
    ("宿舍", "dormitory", "dorm"),
    # ---------------------------------------------------------------- CMS and community
    # A site's 栏目 tree. "channel" is left out: a CMS 频道, or a sales / payment 渠道.
    ("栏目", "section", "site section"),
    ("频道", "content channel", "tv channel"),
    ("渠道", "销售渠道", "sales channel", "distribution channel"),
    ("支付渠道", "payment channel", "pay channel"),
    ("站点", "网站", "site", "website", "web site"),
    ("域名", "domain", "domain name"),
    ("导航", "导航栏", "navigation", "nav", "navbar"),
    ("单页", "单页面", "single page", "static page"),
    ("内容模型", "content model"),
    # 留言 is left for someone to read later (a guestbook); 消息 is sent to a person.
    ("留言", "留言板", "guestbook", "guest book", "message board", "leave message"),
    ("友情链接", "友链", "friend link", "friendly link", "blogroll"),
    ("广告位", "广告位置", "ad position", "ad slot", "ad space", "ad zone", "advertising space"),
    ("投票", "vote", "poll"),
    ("问卷", "调查问卷", "survey", "questionnaire"),
    ("关注", "follow", "following"),
    ("粉丝", "follower", "fan"),
    ("好友", "friend"),
    ("私信", "私聊", "direct message", "private message"),
    ("举报", "abuse report", "user report"),
    ("聊天", "chat"),
    ("群聊", "群消息", "group chat", "group message"),
    ("公众号", "official account"),
    # WeChat calls its media files 素材; an ERP's material is 物料.
    ("素材", "media material", "media asset"),
    ("媒体", "多媒体", "media", "multimedia"),
    # "content type" is left out: a MIME type or a CMS content model.
    ("媒体类型", "media type", "mime type", "mimetype"),
    ("直播", "live stream", "live streaming", "livestream", "live broadcast"),
    ("弹幕", "danmaku", "bullet comment"),
    # ---------------------------------------------------------------- music, books and video
    # "track" is a song; a parcel's tracking number is 运单 and its route 物流轨迹.
    ("曲目", "歌曲", "音轨", "track", "song"),
    ("专辑", "album", "music album"),
    ("艺术家", "歌手", "艺人", "artist", "singer"),
    ("作曲家", "作曲", "composer"),
    ("流派", "音乐类型", "音乐风格", "genre", "music genre"),
    ("播放列表", "歌单", "playlist"),
    ("歌词", "lyric"),
    ("时长", "duration"),
    ("唱片公司", "record label", "music label"),
    ("剧集", "单集", "episode"),
    ("图书", "书籍", "book"),
    ("作者", "author"),
    ("出版社", "publisher"),
    ("章节", "chapter"),
    # ---------------------------------------------------------------- logistics and transport
    ("物流轨迹", "物流跟踪", "shipment tracking", "logistics tracking", "tracking event"),
    ("轨迹", "trajectory"),
    ("签收", "签收单", "proof of delivery", "delivery receipt", "delivery confirmation"),
    ("揽收", "揽件", "取件", "pickup", "pick up"),
    # Not "shipper": a shop's shippers are often its carriers; in freight a shipper is the consignor.
    ("发货人", "寄件人", "托运人", "consignor"),
    ("托运单", "托运", "consignment", "consignment note"),
    ("提单", "bill of lading"),
    ("配送员", "快递员", "送货员", "骑手", "delivery man", "deliveryman", "delivery person"),
    ("司机", "驾驶员", "driver"),
    ("车辆", "vehicle", "car"),
    ("车牌", "车牌号", "license plate", "plate number"),
    ("货车", "卡车", "truck", "lorry"),
    # "route" alone is a gateway route (路由).
    ("线路", "运输线路", "配送线路", "delivery route", "shipping route", "transport route"),
    ("网点", "营业网点", "service outlet", "outlet"),
    ("分拣", "sorting"),
    ("集装箱", "shipping container"),
    ("报关", "customs declaration", "customs clearance"),
    # ---------------------------------------------------------------- CRM and service
    ("公海", "客户公海", "公海池", "customer pool", "public pool"),
    ("拜访", "客户拜访", "customer visit", "sales visit"),
    ("客服", "在线客服", "customer service", "customer support", "kefu"),
    ("客服工单", "服务工单", "support ticket", "service ticket"),
    ("通话", "通话记录", "phone call", "call record", "call log"),
    ("会员卡", "membership card", "member card", "vip card"),
    ("储值卡", "预付卡", "stored value card", "prepaid card"),
    ("礼品卡", "gift card"),
    ("推广员", "推广人", "分销员", "promoter", "affiliate"),
    ("推荐人", "邀请人", "referrer", "inviter", "referral"),
    ("邀请", "invitation", "invite"),
    # ---------------------------------------------------------------- projects and tasks
    # 看板 stays with 仪表盘 (a display board in BI and MES); a kanban board is written out.
    # A bare "board" is left out (a board of directors, a message board, a kanban board).
    ("任务看板", "kanban", "kanban board", "task board"),
    ("泳道", "swimlane", "swim lane"),
    ("子任务", "subtask", "sub task"),
    ("里程碑", "milestone"),
    ("迭代", "sprint", "iteration"),
    ("需求", "requirement", "user story"),
    ("工时", "timesheet", "time sheet", "work hour", "man hour", "work log", "worklog"),
    ("甘特图", "gantt", "gantt chart"),
    ("进度", "progress"),
    ("优先级", "priority"),
    ("截止日期", "截止时间", "due date", "deadline", "due"),
    ("待办", "待办事项", "todo", "todo item"),
    # ---------------------------------------------------------------- places, property, devices
    ("房产", "房屋", "real estate", "estate", "house"),
    ("楼栋", "楼宇", "building"),
    ("房间", "room"),
    ("会议室", "meeting room", "conference room"),
    ("停车场", "parking lot", "car park"),
    ("经度", "longitude"),
    ("纬度", "latitude"),
    ("物联网", "iot", "internet of things"),
    ("传感器", "sensor"),
    ("固件", "firmware"),
    ("物模型", "thing model"),
    ("告警", "报警", "alarm", "alert"),
    ("预警", "early warning", "warning"),
    ("预订", "booking", "reservation"),
    ("预约", "appointment"),
)


# ------------------------------------------------------------------------------------------------
# Words of one group that still name a column of their own when a table has both: 手机 is the
# mobile number and 电话 the phone (a table with `phone` and `mobile` keeps the landline in `phone`).
# A field typed with the first word takes the column named by the second over the group's others.
PINNED_READINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("手机", ("mobile", "cellphone", "手机")),
    ("mobile", ("mobile", "cellphone", "手机")),
    ("电话", ("phone", "telephone", "tel", "电话")),
)


# ------------------------------------------------------------------------------------------------
# The lines of a business document (an order's items, a receipt's lines) go by many names, none
# of them a concept on its own (`item` is also a product, `项` a dictionary entry): they are not
# a glossary group. As the *head* of what was typed after the document's name (`订单明细`, `入库单行`,
# `order item`) they mean one thing — that document's lines — so there each finds the others
# (concepts.py). `详情` is left out: as often the details of one thing (操作详情) as its lines.
DOCUMENT_LINE_WORDS: tuple[str, ...] = ("明细", "行", "子表", "项", "line", "item", "detail")

# ------------------------------------------------------------------------------------------------
# Abbreviations in identifiers: one whole identifier token (as the tokenizer splits `prod_id`,
# `prodId`, `PROD_INFO` into `prod` + `id`) → the full English word(s) it stands for. Only whole
# tokens are looked up, so `prod` is never found inside `product`, `org` inside `organic` or `pic`
# inside `topic`. Every full word is a glossary word where the concept has a Chinese name, so the
# Chinese finds the abbreviation too (`dept` → department → 部门). Keys are written as the
# tokenizer leaves them (lower case, singular: `attrs` is already `attr`). The abbreviations that
# schemas use so widely that they are words (`dept`, `org`, `qty`, …) are also glossary words.
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "acct": ("account",),
    "addr": ("address",),
    "agmt": ("agreement",),
    "amt": ("amount",),
    "attr": ("attribute",),
    # `biz` has no Chinese: 业务 is in most Chinese column comments (业务类型, 业务ID) and narrows
    # nothing, and as a glossary word "business" would stop being AdventureWorks' module prefix.
    "biz": ("business",),
    "btn": ("button",),
    "ccy": ("currency",),
    "cat": ("category",),  # ecommerce `cat_id`
    "cate": ("category",),
    "cert": ("certificate",),
    "cfg": ("configuration",),
    "conf": ("configuration",),
    "cmt": ("comment",),
    "cntry": ("country",),
    "corp": ("corporation",),
    "crt": ("create",),  # crt_time, crt_user
    "ctry": ("country",),
    "cust": ("customer",),
    "dept": ("department",),
    "descr": ("description",),
    "dict": ("dictionary",),
    "dir": ("directory",),
    "dlv": ("delivery",),
    "doc": ("document",),
    "dtl": ("detail",),
    "edu": ("education",),
    "emp": ("employee",),
    "env": ("environment",),
    "err": ("error",),
    "evt": ("event",),
    # `ext_json`, `content_ext`: in schemas the extension (扩展) of a record; an external id is
    # spelled out (`external_id`, `out_`), a phone extension is a column of its own.
    "ext": ("extension",),
    "fav": ("favorite",),
    "flg": ("flag",),
    "freq": ("frequency",),
    "grp": ("group",),
    "hist": ("history",),
    "idx": ("index",),
    "img": ("image",),
    "itm": ("item",),
    "lang": ("language",),
    "lat": ("latitude",),
    "lng": ("longitude",),  # beside `lat`; a language is `lang`
    "lon": ("longitude",),
    "lvl": ("level",),
    "matl": ("material",),
    "mbr": ("member",),
    "mfg": ("manufacturing",),
    "mfr": ("manufacturer",),
    "mgr": ("manager",),
    "mob": ("mobile",),
    "msg": ("message",),
    "mtl": ("material",),
    "notif": ("notification",),
    "ord": ("order",),
    "org": ("organization",),
    "param": ("parameter",),
    "perm": ("permission",),
    "pic": ("picture",),
    "pmt": ("payment",),
    "prio": ("priority",),
    "prj": ("project",),
    # A product in identifiers (`prod_id`, `prod_sku`); production is `mfg`, and a deployment
    # stage (`prod` vs `dev`) is a value, not a name.
    "prod": ("product",),
    "proj": ("project",),
    "promo": ("promotion",),
    "prop": ("property",),
    "pur": ("purchase",),
    "purch": ("purchase",),
    "pwd": ("password",),
    "pymt": ("payment",),
    "qty": ("quantity",),
    "rcpt": ("receipt",),
    "recpt": ("receipt",),
    "rcv": ("receive",),
    "recv": ("receive",),
    "ref": ("reference",),
    "rel": ("relation",),  # link tables: user_role_rel
    "rmk": ("remark",),
    "rpt": ("report",),
    "rtn": ("return",),
    "sched": ("schedule",),
    "seq": ("sequence",),
    "sess": ("session",),
    "spec": ("specification",),
    "src": ("source",),
    "stk": ("stock",),
    "sts": ("status",),
    "stu": ("student",),
    "svc": ("service",),
    "sys": ("system",),
    "tel": ("telephone",),
    "thumb": ("thumbnail",),
    "tpl": ("template",),
    "trx": ("transaction",),
    "txn": ("transaction",),
    "typ": ("type",),
    "upd": ("update",),
    "usr": ("user",),
    "veh": ("vehicle",),
    "ver": ("version",),
    "whse": ("warehouse",),
    "yr": ("year",),
}

# Abbreviations left out because they stand for more than one thing, and what those are.
# Two-letter tokens are left out in general (`cd` code or CD, `dt` date or detail, `wh` warehouse
# or watt-hour, `ar`/`ap` receivables or a language code, `po`/`so`, `wo`); `yr` means one thing.
AMBIGUOUS_ABBREVIATIONS: dict[str, str] = {
    "inv": "inventory or invoice",
    "desc": "description, or the sort direction (sort_desc, SQL DESC)",
    "no": "number (编号), or no in a yes/no flag",
    "num": "number or count (order_num is a sort key in RuoYi)",
    "nbr": "number, which is itself 编号, 号码 or 数量",
    "cnt": "count or content",
    "auth": "authentication (认证) or authorization (授权), kept apart",
    "cur": "current or currency",
    "curr": "current or currency",
    "del": "delete (del_flag) or delivery",
    "dev": "device or development",
    "dist": "district, distance, distribution or distributor",
    "exp": "expense, expiry, experience or export",
    "fin": "finance or finished (fin_time)",
    "mod": "module, mode, modified or modulo",
    "pos": "position or point of sale",
    "pref": "preference or prefix",
    "rec": "record, receipt, receive or recommend",
    "reg": "region, registration or regular",
    "req": "request, requirement or required",
    "res": "resource, result, response or reservation",
    "sal": "salary or sales",
    "std": "standard or student",
    "sub": "subscription, substitute, or a sub- prefix",
    "sup": "supplier, support or supplement",
    "supp": "supplier, support or supplement",
    "tmp": "temporary, template or temperature",
    "temp": "temporary, template or temperature",
    "trans": "transaction, transfer, translation or transport",
    "proc": "process, procedure or procurement",
    "pro": "production, professional, procedure or province",
    "mem": "member, memory or memo",
    "prov": "province or provider",
    "cty": "city or county",
    "col": "column or color",
    "att": "attendance, attachment or attention",
    "appr": "approval or appraisal",
    "disc": "discount or disk",
    "comp": "company, component, compensation or comparison",
    "cont": "content, contract, contact or continent",
    "chk": "check: 盘点, 检查 or a cheque",
    "ent": "enterprise or entity",
    "pkg": "package: a parcel (包裹), a plan (套餐) or a software package",
    "vid": "video or a vendor id",
    "aud": "audit or audio",
    "trk": "track or truck",
    "drv": "driver or drive",
    "srv": "server or service",
    "stor": "storage or store",
    "lst": "list or last",
    "vend": "vendor or vending",
    "wh": "warehouse or watt-hour",
}



def _invert(mapping: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    inverse: dict[str, tuple[str, ...]] = {}
    for short, words in mapping.items():
        for word in words:
            inverse[word] = inverse.get(word, ()) + (short,)
    return inverse


_ABBREVIATIONS_OF = _invert(ABBREVIATIONS)


def expand_abbreviation(token: str) -> tuple[str, ...]:
    """The full words one whole identifier token abbreviates: `prod` → ("product",); `product`,
    `prod_info` (not one token) or an ambiguous `inv` → (). Pass tokens as the tokenizer gives them
    (normalize.identifier_tokens: lower case, singular)."""
    return ABBREVIATIONS.get(token.strip().lower(), ())


def abbreviations_of(word: str) -> tuple[str, ...]:
    """The other way: the abbreviations of a full word: `product` → ("prod",)."""
    return _ABBREVIATIONS_OF.get(word.strip().lower(), ())
