-- datasette-dbgraph demo: a Chinese e-commerce shop (优选商城) and its back office, SQLite dialect.
--
-- SQLite keeps the text of every CREATE statement, comments included, in sqlite_master.sql.
-- The comment after a table's opening line is the table comment, the comment after a column's
-- definition (after the comma, on the same line) is that column's comment.
-- notices and dict_items use /* ... */ comments instead of -- comments, to show both forms.
-- warehouses, shipments and invoices have no comment at all, on purpose (cross-language lookups).
-- Comments carry no semicolons, so a naive statement splitter still works.
--
-- Rebuild demo.db with: python scripts/build_demo.py

-- ===================================================================== 会员

CREATE TABLE member_levels ( -- 会员等级表
  id INTEGER PRIMARY KEY, -- 等级ID
  name TEXT NOT NULL UNIQUE, -- 等级名称
  min_points INTEGER NOT NULL DEFAULT 0, -- 升级所需积分
  discount REAL NOT NULL DEFAULT 1.0, -- 会员折扣（0.95 表示 95 折）
  free_freight INTEGER NOT NULL DEFAULT 0, -- 是否包邮：0否 1是
  sort INTEGER NOT NULL DEFAULT 0, -- 排序
  remark TEXT -- 备注
);

CREATE TABLE members ( -- 会员用户表（商城前台注册的用户）
  id INTEGER PRIMARY KEY, -- 会员ID
  username TEXT NOT NULL UNIQUE, -- 用户名
  nickname TEXT NOT NULL, -- 昵称
  mobile TEXT NOT NULL UNIQUE, -- 手机号
  email TEXT, -- 邮箱
  gender INTEGER NOT NULL DEFAULT 0, -- 性别：0未知 1男 2女
  birthday TEXT, -- 生日
  level_id INTEGER NOT NULL REFERENCES member_levels(id), -- 会员等级
  points INTEGER NOT NULL DEFAULT 0, -- 积分
  source INTEGER NOT NULL DEFAULT 0, -- 注册来源：0PC 1App 2小程序
  status INTEGER NOT NULL DEFAULT 1, -- 状态：0禁用 1正常
  created_at TEXT NOT NULL -- 注册时间
);

CREATE TABLE member_addresses ( -- 会员收货地址表
  id INTEGER PRIMARY KEY, -- 地址ID
  member_id INTEGER NOT NULL REFERENCES members(id), -- 所属会员
  receiver_name TEXT NOT NULL, -- 收货人姓名
  receiver_mobile TEXT NOT NULL, -- 收货人手机号
  province TEXT NOT NULL, -- 省份
  city TEXT NOT NULL, -- 城市
  district TEXT NOT NULL, -- 区县
  detail_address TEXT NOT NULL, -- 详细地址
  is_default INTEGER NOT NULL DEFAULT 0, -- 是否默认地址：0否 1是
  created_at TEXT NOT NULL -- 创建时间
);

-- ===================================================================== 后台权限

CREATE TABLE departments ( -- 部门表
  id INTEGER PRIMARY KEY, -- 部门ID
  parent_id INTEGER REFERENCES departments(id), -- 上级部门
  name TEXT NOT NULL, -- 部门名称
  leader TEXT, -- 负责人
  phone TEXT, -- 联系电话
  sort INTEGER NOT NULL DEFAULT 0, -- 显示顺序
  status INTEGER NOT NULL DEFAULT 1 -- 部门状态：0停用 1正常
);

CREATE TABLE admin_users ( -- 后台管理用户表
  id INTEGER PRIMARY KEY, -- 用户ID
  username TEXT NOT NULL UNIQUE, -- 登录账号
  real_name TEXT NOT NULL, -- 真实姓名
  mobile TEXT, -- 手机号
  email TEXT, -- 邮箱
  dept_id INTEGER REFERENCES departments(id), -- 所属部门
  status INTEGER NOT NULL DEFAULT 1, -- 账号状态：0停用 1正常
  last_login_at TEXT, -- 最后登录时间
  last_login_ip TEXT, -- 最后登录IP
  created_at TEXT NOT NULL -- 创建时间
);

CREATE TABLE roles ( -- 角色表
  id INTEGER PRIMARY KEY, -- 角色ID
  name TEXT NOT NULL UNIQUE, -- 角色名称
  role_key TEXT NOT NULL UNIQUE, -- 角色权限字符
  sort INTEGER NOT NULL DEFAULT 0, -- 显示顺序
  status INTEGER NOT NULL DEFAULT 1, -- 角色状态：0停用 1正常
  remark TEXT -- 备注
);

CREATE TABLE admin_user_roles ( -- 后台用户角色关联表
  admin_user_id INTEGER NOT NULL REFERENCES admin_users(id), -- 后台用户
  role_id INTEGER NOT NULL REFERENCES roles(id), -- 角色
  PRIMARY KEY (admin_user_id, role_id)
);

CREATE TABLE menus ( -- 菜单权限表
  id INTEGER PRIMARY KEY, -- 菜单ID
  parent_id INTEGER REFERENCES menus(id), -- 上级菜单
  name TEXT NOT NULL, -- 菜单名称
  menu_type TEXT NOT NULL, -- 菜单类型：M目录 C菜单 F按钮
  path TEXT, -- 路由地址
  perms TEXT, -- 权限标识
  icon TEXT, -- 菜单图标
  sort INTEGER NOT NULL DEFAULT 0, -- 显示顺序
  visible INTEGER NOT NULL DEFAULT 1 -- 是否显示：0隐藏 1显示
);

CREATE TABLE role_menus ( -- 角色菜单关联表
  role_id INTEGER NOT NULL REFERENCES roles(id), -- 角色
  menu_id INTEGER NOT NULL REFERENCES menus(id), -- 菜单
  PRIMARY KEY (role_id, menu_id)
);

-- ===================================================================== 系统

CREATE TABLE dict_types ( -- 字典类型表
  id INTEGER PRIMARY KEY, -- 字典ID
  name TEXT NOT NULL, -- 字典名称
  type TEXT NOT NULL UNIQUE, -- 字典类型编码
  status INTEGER NOT NULL DEFAULT 1, -- 状态：0停用 1正常
  remark TEXT -- 备注
);

CREATE TABLE dict_items ( /* 字典数据表 */
  id INTEGER PRIMARY KEY, /* 字典数据ID */
  dict_type_id INTEGER NOT NULL REFERENCES dict_types(id), /* 所属字典类型 */
  label TEXT NOT NULL, /* 字典标签 */
  value TEXT NOT NULL, /* 字典键值 */
  sort INTEGER NOT NULL DEFAULT 0, /* 显示顺序 */
  is_default INTEGER NOT NULL DEFAULT 0, /* 是否默认：0否 1是 */
  status INTEGER NOT NULL DEFAULT 1 /* 状态：0停用 1正常 */
);

CREATE TABLE system_configs ( -- 系统参数配置表
  id INTEGER PRIMARY KEY, -- 参数ID
  config_name TEXT NOT NULL, -- 参数名称
  config_key TEXT NOT NULL UNIQUE, -- 参数键名
  config_value TEXT NOT NULL, -- 参数键值
  is_builtin INTEGER NOT NULL DEFAULT 0, -- 系统内置：0否 1是
  remark TEXT, -- 备注
  updated_at TEXT NOT NULL -- 更新时间
);

CREATE TABLE notices ( /* 通知公告表 */
  id INTEGER PRIMARY KEY, /* 公告ID */
  title TEXT NOT NULL, /* 公告标题 */
  notice_type INTEGER NOT NULL, /* 公告类型：1通知 2公告 */
  content TEXT NOT NULL, /* 公告内容 */
  status INTEGER NOT NULL DEFAULT 1, /* 公告状态：0关闭 1正常 */
  created_by INTEGER NOT NULL REFERENCES admin_users(id), /* 发布人 */
  created_at TEXT NOT NULL /* 发布时间 */
);

CREATE TABLE operation_logs ( -- 操作日志表
  id INTEGER PRIMARY KEY, -- 日志ID
  admin_user_id INTEGER NOT NULL REFERENCES admin_users(id), -- 操作人
  module TEXT NOT NULL, -- 操作模块
  action TEXT NOT NULL, -- 操作类型（新增/修改/删除/导出等）
  request_method TEXT NOT NULL, -- 请求方式
  request_url TEXT NOT NULL, -- 请求地址
  request_ip TEXT NOT NULL, -- 操作IP
  status INTEGER NOT NULL DEFAULT 0, -- 操作状态：0成功 1失败
  error_msg TEXT, -- 错误消息
  cost_ms INTEGER NOT NULL, -- 耗时（毫秒）
  created_at TEXT NOT NULL -- 操作时间
);

CREATE TABLE login_logs ( -- 登录日志表
  id INTEGER PRIMARY KEY, -- 访问ID
  admin_user_id INTEGER REFERENCES admin_users(id), -- 后台用户（账号不存在时为空）
  username TEXT NOT NULL, -- 登录账号
  login_ip TEXT NOT NULL, -- 登录IP
  login_location TEXT, -- 登录地点
  browser TEXT, -- 浏览器
  os TEXT, -- 操作系统
  status INTEGER NOT NULL, -- 登录状态：0成功 1失败
  msg TEXT, -- 提示消息
  login_at TEXT NOT NULL -- 登录时间
);

-- ===================================================================== 商品

CREATE TABLE categories ( -- 商品分类表
  id INTEGER PRIMARY KEY, -- 分类ID
  parent_id INTEGER REFERENCES categories(id), -- 上级分类
  name TEXT NOT NULL, -- 分类名称
  level INTEGER NOT NULL, -- 分类级别：1一级 2二级
  sort INTEGER NOT NULL DEFAULT 0, -- 排序
  is_visible INTEGER NOT NULL DEFAULT 1 -- 是否显示：0否 1是
);

CREATE TABLE brands ( -- 品牌表
  id INTEGER PRIMARY KEY, -- 品牌ID
  name TEXT NOT NULL UNIQUE, -- 品牌名称
  first_letter TEXT NOT NULL, -- 品牌首字母
  description TEXT, -- 品牌简介
  sort INTEGER NOT NULL DEFAULT 0, -- 排序
  is_visible INTEGER NOT NULL DEFAULT 1 -- 是否显示：0否 1是
);

CREATE TABLE products ( -- 商品表（SPU）
  id INTEGER PRIMARY KEY, -- 商品ID
  product_sn TEXT NOT NULL UNIQUE, -- 商品货号
  name TEXT NOT NULL, -- 商品名称
  subtitle TEXT, -- 副标题
  category_id INTEGER NOT NULL REFERENCES categories(id), -- 商品分类
  brand_id INTEGER REFERENCES brands(id), -- 品牌
  price REAL NOT NULL, -- 售价（元）
  original_price REAL, -- 市场价（元）
  unit TEXT, -- 单位
  sales INTEGER NOT NULL DEFAULT 0, -- 销量
  status INTEGER NOT NULL DEFAULT 1, -- 上架状态：0下架 1上架
  is_new INTEGER NOT NULL DEFAULT 0, -- 是否新品：0否 1是
  is_recommend INTEGER NOT NULL DEFAULT 0, -- 是否推荐：0否 1是
  created_at TEXT NOT NULL -- 创建时间
);

CREATE TABLE product_skus ( -- 商品SKU库存表
  id INTEGER PRIMARY KEY, -- SKU ID
  product_id INTEGER NOT NULL REFERENCES products(id), -- 所属商品
  sku_code TEXT NOT NULL UNIQUE, -- SKU编码
  spec TEXT NOT NULL, -- 规格（如 颜色:黑色,存储:256GB）
  price REAL NOT NULL, -- 价格（元）
  stock INTEGER NOT NULL DEFAULT 0, -- 库存
  low_stock INTEGER NOT NULL DEFAULT 10, -- 预警库存
  sales INTEGER NOT NULL DEFAULT 0 -- 销量
);

CREATE TABLE warehouses (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  manager TEXT,
  phone TEXT
);

-- ===================================================================== 营销

CREATE TABLE coupons ( -- 优惠券表 <满减 & 折扣>
  id INTEGER PRIMARY KEY, -- 优惠券ID
  name TEXT NOT NULL, -- 优惠券名称
  coupon_type TEXT NOT NULL, -- 券类型 ('满减' / "折扣")
  min_amount REAL NOT NULL DEFAULT 0, -- 使用门槛（订单商品金额满多少元可用，0为无门槛）
  discount_amount REAL, -- 减免金额（满减券，元）
  discount_rate REAL, -- 折扣率（折扣券，0.9 表示 9 折）
  total_count INTEGER NOT NULL, -- 发行数量
  used_count INTEGER NOT NULL DEFAULT 0, -- 已使用数量
  per_limit INTEGER NOT NULL DEFAULT 1, -- 每人限领张数
  start_at TEXT NOT NULL, -- 生效时间
  end_at TEXT NOT NULL, -- 失效时间
  status INTEGER NOT NULL DEFAULT 1 -- 状态：0停用 1启用
);

-- ===================================================================== 订单

CREATE TABLE orders ( -- 订单表
  id INTEGER PRIMARY KEY, -- 订单ID
  order_sn TEXT NOT NULL UNIQUE, -- 订单编号
  member_id INTEGER NOT NULL REFERENCES members(id), -- 下单会员
  total_amount REAL NOT NULL, -- 订单总金额（商品合计，元）
  freight_amount REAL NOT NULL DEFAULT 0, -- 运费（元）
  discount_amount REAL NOT NULL DEFAULT 0, -- 优惠金额（元）
  pay_amount REAL NOT NULL, -- 实付金额（元）
  status INTEGER NOT NULL DEFAULT 0, -- 订单状态：0待付款 1待发货 2已发货 3已完成 4已关闭
  source INTEGER NOT NULL DEFAULT 0, -- 订单来源：0PC 1App 2小程序
  receiver_name TEXT NOT NULL, -- 收货人姓名
  receiver_mobile TEXT NOT NULL, -- 收货人手机号
  receiver_address TEXT NOT NULL, -- 收货地址
  note TEXT, -- 订单备注
  created_at TEXT NOT NULL, -- 下单时间
  paid_at TEXT, -- 支付时间
  completed_at TEXT, -- 确认收货时间
  closed_at TEXT -- 关闭时间
);

CREATE TABLE order_items ( -- 订单明细表
  id INTEGER PRIMARY KEY, -- 明细ID
  order_id INTEGER NOT NULL REFERENCES orders(id), -- 所属订单
  product_id INTEGER NOT NULL REFERENCES products(id), -- 商品
  sku_id INTEGER NOT NULL REFERENCES product_skus(id), -- SKU
  product_name TEXT NOT NULL, -- 商品名称（下单时快照）
  sku_spec TEXT NOT NULL, -- 商品规格（下单时快照）
  price REAL NOT NULL, -- 单价（元）
  quantity INTEGER NOT NULL, -- 购买数量
  subtotal REAL NOT NULL -- 小计金额（元）
);

CREATE TABLE order_settings ( -- 订单设置表
  id INTEGER PRIMARY KEY, -- 设置ID
  normal_order_overtime INTEGER NOT NULL, -- 未付款订单自动关闭时间（分钟）
  flash_order_overtime INTEGER NOT NULL, -- 秒杀订单自动关闭时间（分钟）
  confirm_overtime INTEGER NOT NULL, -- 发货后自动确认收货时间（天）
  finish_overtime INTEGER NOT NULL, -- 确认收货后可申请售后天数（天）
  comment_overtime INTEGER NOT NULL, -- 确认收货后自动好评时间（天）
  updated_at TEXT NOT NULL -- 更新时间
);

CREATE TABLE payments ( -- 支付记录表
  id INTEGER PRIMARY KEY, -- 支付ID
  payment_sn TEXT NOT NULL UNIQUE, -- 支付单号
  order_id INTEGER NOT NULL REFERENCES orders(id), -- 订单
  pay_channel INTEGER NOT NULL, -- 支付渠道：1微信支付 2支付宝 3银联
  trade_no TEXT NOT NULL UNIQUE, -- 交易流水号（第三方支付平台）
  amount REAL NOT NULL, -- 支付金额（元）
  status INTEGER NOT NULL DEFAULT 1, -- 支付状态：1支付成功 2部分退款 3全额退款
  paid_at TEXT NOT NULL -- 支付时间
);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
  carrier TEXT NOT NULL,
  tracking_no TEXT NOT NULL UNIQUE,
  shipped_at TEXT NOT NULL,
  delivered_at TEXT
);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  invoice_no TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  title_type TEXT NOT NULL,
  title TEXT NOT NULL,
  tax_no TEXT,
  amount REAL NOT NULL,
  issued_at TEXT NOT NULL
);

CREATE TABLE order_returns ( -- 退货申请表
  id INTEGER PRIMARY KEY, -- 退货ID
  return_sn TEXT NOT NULL UNIQUE, -- 退货单号
  order_id INTEGER NOT NULL REFERENCES orders(id), -- 订单
  order_item_id INTEGER NOT NULL REFERENCES order_items(id), -- 退货商品（订单明细）
  member_id INTEGER NOT NULL REFERENCES members(id), -- 申请会员
  quantity INTEGER NOT NULL, -- 退货数量
  reason TEXT NOT NULL, -- 退货原因
  status INTEGER NOT NULL DEFAULT 0, -- 处理状态：0待处理 1退货中 2已完成 3已拒绝
  handled_by INTEGER REFERENCES admin_users(id), -- 处理人
  handle_note TEXT, -- 处理备注
  created_at TEXT NOT NULL, -- 申请时间
  handled_at TEXT -- 处理时间
);

CREATE TABLE refunds ( -- 退款申请表
  id INTEGER PRIMARY KEY, -- 退款ID
  refund_sn TEXT NOT NULL UNIQUE, -- 退款单号
  order_id INTEGER NOT NULL REFERENCES orders(id), -- 订单
  payment_id INTEGER NOT NULL REFERENCES payments(id), -- 原支付记录
  return_id INTEGER REFERENCES order_returns(id), -- 关联退货申请（仅退款时为空）
  member_id INTEGER NOT NULL REFERENCES members(id), -- 申请会员
  reason TEXT NOT NULL, -- 退款原因
  amount REAL NOT NULL, -- 退款金额（元）
  status INTEGER NOT NULL DEFAULT 0, -- 退款状态：0待审核 1退款中 2已退款 3已拒绝
  handled_by INTEGER REFERENCES admin_users(id), -- 审核人
  created_at TEXT NOT NULL, -- 申请时间
  refunded_at TEXT -- 退款到账时间
);

CREATE TABLE coupon_usages ( -- 优惠券使用记录表
  id INTEGER PRIMARY KEY, -- 记录ID
  coupon_id INTEGER NOT NULL REFERENCES coupons(id), -- 优惠券
  member_id INTEGER NOT NULL REFERENCES members(id), -- 使用会员
  order_id INTEGER NOT NULL REFERENCES orders(id), -- 使用订单
  discount_amount REAL NOT NULL, -- 抵扣金额（元）
  used_at TEXT NOT NULL -- 使用时间
);

CREATE TABLE carts ( -- 购物车表
  id INTEGER PRIMARY KEY, -- 购物车ID
  member_id INTEGER NOT NULL REFERENCES members(id), -- 会员
  product_id INTEGER NOT NULL REFERENCES products(id), -- 商品
  sku_id INTEGER NOT NULL REFERENCES product_skus(id), -- SKU
  quantity INTEGER NOT NULL DEFAULT 1, -- 购买数量
  price REAL NOT NULL, -- 加入时价格（元）
  is_checked INTEGER NOT NULL DEFAULT 1, -- 是否勾选：0否 1是
  created_at TEXT NOT NULL, -- 加入时间
  UNIQUE (member_id, sku_id)
);

CREATE TABLE product_reviews ( -- 商品评价表
  id INTEGER PRIMARY KEY, -- 评价ID
  product_id INTEGER NOT NULL REFERENCES products(id), -- 商品
  sku_id INTEGER NOT NULL REFERENCES product_skus(id), -- SKU
  order_id INTEGER NOT NULL REFERENCES orders(id), -- 订单
  member_id INTEGER NOT NULL REFERENCES members(id), -- 评价会员
  rating INTEGER NOT NULL, -- 评分（1-5星）
  content TEXT, -- 评价内容
  is_anonymous INTEGER NOT NULL DEFAULT 0, -- 是否匿名：0否 1是
  status INTEGER NOT NULL DEFAULT 1, -- 审核状态：0待审核 1已通过 2已驳回
  created_at TEXT NOT NULL -- 评价时间
);

-- ===================================================================== 索引

CREATE INDEX idx_member_addresses_member_id ON member_addresses(member_id);
CREATE INDEX idx_admin_users_dept_id ON admin_users(dept_id);
CREATE INDEX idx_dict_items_dict_type_id ON dict_items(dict_type_id);
CREATE INDEX idx_operation_logs_admin_user_id ON operation_logs(admin_user_id);
CREATE INDEX idx_operation_logs_created_at ON operation_logs(created_at);
CREATE INDEX idx_login_logs_login_at ON login_logs(login_at);
CREATE INDEX idx_products_category_id ON products(category_id);
CREATE INDEX idx_products_brand_id ON products(brand_id);
CREATE INDEX idx_product_skus_product_id ON product_skus(product_id);
CREATE INDEX idx_orders_member_id ON orders(member_id);
CREATE INDEX idx_orders_created_at ON orders(created_at);
CREATE INDEX idx_orders_status ON orders(status);
CREATE INDEX idx_order_items_order_id ON order_items(order_id);
CREATE INDEX idx_order_items_sku_id ON order_items(sku_id);
CREATE INDEX idx_payments_order_id ON payments(order_id);
CREATE INDEX idx_shipments_order_id ON shipments(order_id);
CREATE INDEX idx_invoices_order_id ON invoices(order_id);
CREATE INDEX idx_order_returns_order_id ON order_returns(order_id);
CREATE INDEX idx_refunds_order_id ON refunds(order_id);
CREATE INDEX idx_coupon_usages_coupon_id ON coupon_usages(coupon_id);
CREATE INDEX idx_coupon_usages_order_id ON coupon_usages(order_id);
CREATE INDEX idx_product_reviews_product_id ON product_reviews(product_id);

-- ===================================================================== 视图

CREATE VIEW v_order_summary AS -- 订单汇总视图
SELECT
  o.id AS order_id,
  o.order_sn,
  o.member_id,
  m.nickname AS member_nickname,
  m.mobile AS member_mobile,
  o.status,
  (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS item_count,
  (SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = o.id) AS total_quantity,
  o.total_amount,
  o.pay_amount,
  o.created_at,
  o.paid_at,
  s.carrier,
  s.tracking_no
FROM orders o
JOIN members m ON m.id = o.member_id
LEFT JOIN shipments s ON s.order_id = o.id;

CREATE VIEW v_daily_sales AS -- 每日销售统计视图（已支付且未关闭的订单）
SELECT
  date(paid_at) AS day,
  COUNT(*) AS order_count,
  ROUND(SUM(pay_amount), 2) AS sales_amount
FROM orders
WHERE paid_at IS NOT NULL AND status IN (1, 2, 3)
GROUP BY date(paid_at);
