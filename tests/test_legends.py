"""Legends: the coded values a column comment lists, read from real comments.

The table below holds real comment strings, each taken from one of the six public schemas in
`tests/real-schemas/` or from `demo/schema.sql` (a test checks that each one is really there),
with the legend a careful reader takes from it — or None where the comment lists no codes, or
lists them in a way that cannot be read without guessing (a duplicated code, prose with a clause
that is no entry, a label before its code without a separator)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import datasette.plugins  # noqa: F401  isort: skip  (plugins load before the package)
from datasette_dbgraph.sources.ddl import parse_ddl_file
from datasette_dbgraph.sources.legends import Entry, Legend, enum_legend, legend_json, parse_legend
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

ROOT = Path(__file__).resolve().parent.parent
DIALECTS = {"ruoyi": "mysql", "mall": "mysql", "litemall": "mysql", "jeecg": "mysql", "sakila": "mysql",
            "adventureworks": "postgres"}

# (source, comment, (prefix, {code: label}) or None)
REAL_COMMENTS = [
    ('ruoyi', '部门状态（0正常 1停用）',
     ('部门状态', {'0': '正常', '1': '停用'})),
    ('ruoyi', '删除标志（0代表存在 2代表删除）',
     ('删除标志', {'0': '存在', '2': '删除'})),
    ('ruoyi', '用户性别（0男 1女 2未知）',
     ('用户性别', {'0': '男', '1': '女', '2': '未知'})),
    ('ruoyi', '数据范围（1：全部数据权限 2：自定数据权限 3：本部门数据权限 4：本部门及以下数据权限）',
     ('数据范围', {'1': '全部数据权限', '2': '自定数据权限', '3': '本部门数据权限', '4': '本部门及以下数据权限'})),
    ('ruoyi', '是否为外链（0是 1否）',
     ('是否为外链', {'0': '是', '1': '否'})),
    ('ruoyi', '菜单类型（M目录 C菜单 F按钮）',
     ('菜单类型', {'M': '目录', 'C': '菜单', 'F': '按钮'})),
    ('ruoyi', '是否默认（Y是 N否）',
     ('是否默认', {'Y': '是', 'N': '否'})),
    ('ruoyi', '使用的模板（crud单表操作 tree树表操作）',
     ('使用的模板', {'crud': '单表操作', 'tree': '树表操作'})),
    ('ruoyi', '生成代码方式（0zip压缩包 1自定义路径）',
     ('生成代码方式', {'0': 'zip压缩包', '1': '自定义路径'})),
    ('ruoyi', '业务类型（0其它 1新增 2修改 3删除）',
     ('业务类型', {'0': '其它', '1': '新增', '2': '修改', '3': '删除'})),
    # One entry alone in the closing bracket: an open legend (it names code 00, not every code).
    ('ruoyi', '用户类型（00系统用户）',
     ('用户类型', {'00': '系统用户'})),
    ('ruoyi', '是否主键（1是）',
     None),
    ('ruoyi', '前端模板类型（element-ui模版 element-plus模版）',
     None),
    ('mall', '订单状态：0->待付款；1->待发货；2->已发货；3->已完成；4->已关闭；5->无效订单',
     ('订单状态', {'0': '待付款', '1': '待发货', '2': '已发货', '3': '已完成', '4': '已关闭', '5': '无效订单'})),
    ('mall', '计费类型:0->按重量；1->按件数',
     ('计费类型', {'0': '按重量', '1': '按件数'})),
    ('mall', '评论人员类型；0->会员；1->管理员',
     ('评论人员类型', {'0': '会员', '1': '管理员'})),
    ('mall', '分类级别：0->1级；1->2级',
     ('分类级别', {'0': '1级', '1': '2级'})),
    ('mall', '登录类型：0->PC；1->android;2->ios;3->小程序',
     ('登录类型', {'0': 'PC', '1': 'android', '2': 'ios', '3': '小程序'})),
    ('mall', '权限类型：0->目录；1->菜单；2->按钮（接口绑定权限）',
     ('权限类型', {'0': '目录', '1': '菜单', '2': '按钮'})),
    ('mall', '促销类型：0->没有促销使用原价;1->使用促销价；2->使用会员价；3->使用阶梯价格；4->使用满减价格；5->限时购',
     ('促销类型', {'0': '没有促销使用原价', '1': '使用促销价', '2': '使用会员价', '3': '使用阶梯价格', '4': '使用满减价格', '5': '限时购'})),
    ('mall', '以逗号分割的产品服务：1->无忧退货；2->快速退款；3->免费包邮',
     ('以逗号分割的产品服务', {'1': '无忧退货', '2': '快速退款', '3': '免费包邮'})),
    ('mall', '商品销售属性:[{"key":"颜色","value":"颜色"},{"key":"容量","value":"4G"}]',
     None),
    ('mall', '评价星数：0->5',
     None),
    ('mall', '分类筛选样式：1->普通；1->颜色',
     None),
    ('mall', '使用门槛；0表示无门槛',
     None),
    ('mall', '每次使用积分最小单位100',
     None),
    ('mall', '画册图片，连产品图片限制为5张，以逗号分割',
     None),
    ('mall', '每消费多少元获取1个点',
     None),
    ('litemall', '售后类型，0是未收货退款，1是已收货（无需退货）退款，2用户退货退款',
     ('售后类型', {'0': '未收货退款', '1': '已收货(无需退货)退款', '2': '用户退货退款'})),
    ('litemall', '0 普通用户，1 VIP用户，2 高级VIP用户',
     (None, {'0': '普通用户', '1': 'VIP用户', '2': '高级VIP用户'})),
    ('litemall', '0 可用, 1 禁用, 2 注销',
     (None, {'0': '可用', '1': '禁用', '2': '注销'})),
    ('litemall', '评分， 1-5',
     None),
    ('litemall', '性别：0 未知， 1男， 1 女',
     None),
    ('litemall', '团购活动状态，开团未支付则0，开团中则1，开团失败则2',
     ('团购活动状态', {'0': '开团未支付', '1': '开团中', '2': '开团失败'})),
    ('litemall', '优惠券状态，如果是0则是正常可用；如果是1则是过期; 如果是2则是下架。',
     ('优惠券状态', {'0': '正常可用', '1': '过期', '2': '下架'})),
    ('litemall', '商品限制类型，如果0则全商品，如果是1则是类目限制，如果是2则是商品限制。',
     ('商品限制类型', {'0': '全商品', '1': '类目限制', '2': '商品限制'})),
    ('litemall', '行政区域类型，如如1则是省， 如果是2则是市，如果是3则是区县',
     ('行政区域类型', {'1': '省', '2': '市', '3': '区县'})),
    ('litemall', '商品限制值，goods_type如果是0则空集合，如果是1则是类目集合，如果是2则是商品集合。',
     None),
    ('litemall', '订单商品评论，如果是-1，则超期不能评价；如果是0，则可以评价；如果其他值，则是comment表里面的评论ID。',
     None),
    ('litemall', '优惠券赠送类型，如果是0则通用券，用户领取；如果是1，则是注册赠券；如果是2，则是优惠券码兑换；',
     None),
    ('litemall', '用户领券限制数量，如果是0，则是不限制；默认是1，限领一张.',
     None),
    ('litemall', '团购规则ID，关联litemall_groupon_rules表ID字段',
     None),
    ('litemall', '如果type=0，则是商品ID；如果type=1，则是专题ID',
     None),
    ('jeecg', '状态（enable=启用、disable=禁用、release=发布）',
     ('状态', {'enable': '启用', 'disable': '禁用', 'release': '发布'})),
    ('jeecg', '性别 {男:1,女:2}',
     ('性别', {'1': '男', '2': '女'})),
    ('jeecg', '字典类型0为string,1为number',
     ('字典类型', {'0': 'string', '1': 'number'})),
    ('jeecg', '删除标识0-正常,1-已删除',
     ('删除标识', {'0': '正常', '1': '已删除'})),
    ('jeecg', '请求方法0-get,1-post',
     ('请求方法', {'0': 'get', '1': 'post'})),
    ('jeecg', '状态(0:停止;1:启动)',
     ('状态', {'0': '停止', '1': '启动'})),
    ('jeecg', '删除状态(0-正常,1-已删除)',
     ('删除状态', {'0': '正常', '1': '已删除'})),
    ('jeecg', '是否模板(1:是；0不是)',
     ('是否模板', {'1': '是', '0': '不是'})),
    ('jeecg', '是否是列表0否1是 默认0',
     ('是否是列表', {'0': '否', '1': '是'})),
    ('jeecg', '0表示未删除,1表示删除',
     (None, {'0': '未删除', '1': '删除'})),
    ('jeecg', '有效期(0:永久有效，1:1天，2:7天)',
     ('有效期', {'0': '永久有效', '1': '1天', '2': '7天'})),
    ('jeecg', '3可编辑 5可见(仅支持两种状态值3,5)',
     (None, {'3': '可编辑', '5': '可见'})),
    ('jeecg', '授权方式role角色，depart部门，user人',
     ('授权方式', {'role': '角色', 'depart': '部门', 'user': '人'})),
    ('jeecg', '表类型: 0单表、1主表、2附表',
     ('表类型', {'0': '单表', '1': '主表', '2': '附表'})),
    ('jeecg', '菜单类型(0:一级菜单; 1:子菜单:2:按钮权限)',
     ('菜单类型', {'0': '一级菜单', '1': '子菜单', '2': '按钮权限'})),
    ('jeecg', '是否路由菜单: 0:不是  1:是（默认值1）',
     ('是否路由菜单', {'0': '不是', '1': '是'})),
    ('jeecg', '优先级（L低，M中，H高）',
     ('优先级', {'L': '低', 'M': '中', 'H': '高'})),
    ('jeecg', '文件上传类型(temp/本地上传(临时文件) manage/知识库)',
     ('文件上传类型', {'temp': '本地上传', 'manage': '知识库'})),
    ('jeecg', '分享权限(1.关闭分享 2.允许所有联系人查看 3.允许任何人查看)',
     ('分享权限', {'1': '关闭分享', '2': '允许所有联系人查看', '3': '允许任何人查看'})),
    ('jeecg', '日志类型（1登录日志，2操作日志, 3.租户操作日志）',
     ('日志类型', {'1': '登录日志', '2': '操作日志', '3': '租户操作日志'})),
    ('jeecg', '客户端类型 pc:电脑端 app:手机端 h5:移动网页端',
     ('客户端类型', {'pc': '电脑端', 'app': '手机端', 'h5': '移动网页端'})),
    ('jeecg', '外链菜单打开方式 0/内部打开 1/外部打开',
     ('外链菜单打开方式', {'0': '内部打开', '1': '外部打开'})),
    ('jeecg', '推送状态 0未推送 1推送成功 2推送失败 -1失败不再发送',
     ('推送状态', {'0': '未推送', '1': '推送成功', '2': '推送失败', '-1': '失败不再发送'})),
    ('jeecg', '状态，1=启用，0=禁用',
     ('状态', {'1': '启用', '0': '禁用'})),
    ('jeecg', '第三方类别(dingtalk 钉钉 wechat_enterprise 企业微信)',
     ('第三方类别', {'dingtalk': '钉钉', 'wechat_enterprise': '企业微信'})),
    ('jeecg', '消息类型1:通知公告2:系统消息',
     ('消息类型', {'1': '通知公告', '2': '系统消息'})),
    ('jeecg', '电话1',
     None),
    ('jeecg', 'md5密码盐',
     None),
    ('jeecg', '发送次数 超过5次不再发送',
     None),
    ('jeecg', '标星状态( 1为标星 空/0没有标星)',
     None),
    ('jeecg', '状态 正常状态1 申请状态0',
     None),
    ('jeecg', 'api方法：get/post',
     None),
    ('jeecg', '删除状态（0，正常，1已删除）',
     None),
    ('adventureworks', '0 = Inactive, 1 = Active',
     (None, {'0': 'Inactive', '1': 'Active'})),
    ('adventureworks', 'M = Married, S = Single',
     (None, {'M': 'Married', 'S': 'Single'})),
    ('adventureworks', 'Order current status. 1 = Pending; 2 = Approved; 3 = Rejected; 4 = Complete',
     ('Order current status', {'1': 'Pending', '2': 'Approved', '3': 'Rejected', '4': 'Complete'})),
    ('adventureworks', 'Primary type of person: SC = Store Contact, IN = Individual (retail) customer, SP = Sales person, EM = Employee (non-sales), VC = Vendor contact, GC = General contact',
     ('Primary type of person', {'SC': 'Store Contact', 'IN': 'Individual (retail) customer', 'SP': 'Sales person', 'EM': 'Employee', 'VC': 'Vendor contact', 'GC': 'General contact'})),
    ('adventureworks', 'Job classification. 0 = Hourly, not exempt from collective bargaining. 1 = Salaried, exempt from collective bargaining.',
     ('Job classification', {'0': 'Hourly, not exempt from collective bargaining', '1': 'Salaried, exempt from collective bargaining'})),
    ('adventureworks', '0 = Product is not a salable item. 1 = Product is salable.',
     (None, {'0': 'Product is not a salable item', '1': 'Product is salable'})),
    ('adventureworks', 'Identifies which 8-hour shift the employee works. Foreign key to Shift.Shift.ID.',
     None),
    ('adventureworks', 'Product rating given by the reviewer. Scale is 1 to 5 with 5 as the highest rating.',
     None),
    ('adventureworks', 'Date the employee left the department. NULL = Current department.',
     None),
    ('adventureworks', 'Work capacity (in hours) of the manufacturing location.',
     None),
    ('demo', '订单状态：0待付款 1待发货 2已发货 3已完成 4已关闭',
     ('订单状态', {'0': '待付款', '1': '待发货', '2': '已发货', '3': '已完成', '4': '已关闭'})),
    ('demo', '注册来源：0PC 1App 2小程序',
     ('注册来源', {'0': 'PC', '1': 'App', '2': '小程序'})),
    ('demo', '菜单类型：M目录 C菜单 F按钮',
     ('菜单类型', {'M': '目录', 'C': '菜单', 'F': '按钮'})),
    ('demo', '支付渠道：1微信支付 2支付宝 3银联',
     ('支付渠道', {'1': '微信支付', '2': '支付宝', '3': '银联'})),
    ('demo', '退款状态：0待审核 1退款中 2已退款 3已拒绝',
     ('退款状态', {'0': '待审核', '1': '退款中', '2': '已退款', '3': '已拒绝'})),
    ('demo', '评分（1-5星）',
     None),
    ('demo', '折扣率（折扣券，0.9 表示 9 折）',
     None),
    ('demo', '会员折扣（0.95 表示 95 折）',
     None),
    ('demo', '耗时（毫秒）',
     None),
    ('demo', '规格（如 颜色:黑色,存储:256GB）',
     None),
    ('demo', '使用门槛（订单商品金额满多少元可用，0为无门槛）',
     None),
    ('demo', '操作类型（新增/修改/删除/导出等）',
     None),
    ('demo', '券类型 (\'满减\' / "折扣")',
     None),
    ('demo', '售价（元）',
     None),
    ('demo', '未付款订单自动关闭时间（分钟）',
     None),
    ('demo', '升级所需积分',
     None),
]

# What the issue names as "not a legend", and look-alikes: numbers, ranges, units, dates, prose.
NOT_LEGENDS = [
    "有效期(天)", "版本号 1.0", "手机号(11位)", "排序 0-999", "评分（1-5星）", "折扣率（0.9 表示 9 折）", "耗时（毫秒）",
    "2024-01-01", "创建时间 yyyy-MM-dd HH:mm:ss", "数量 1~100", "价格区间 0-100元 100-500元", "重量(kg)", "金额（元）",
    "营业时间 9:00-18:00", "0:00-8:00 夜间", "IP 192.168.0.1", "满100减10 满200减30", "星期1 星期2 星期3", "1年 2年 3年",
    "第1步 第2步", "尺码 S M L XL", "例如 A1、B2", "每页条数 10 20 50", "取值 1、2、3", "默认值: 0", "1:1 1:2",
    "Note: see X. Default: Y", "Step 1: open the box. Step 2: close it", "between 1 and 10 days", "1 to 5",
    "x=1, y=2", "rgb(0,0,0)", "100%", "-1", "3.14159", "", "   ",
]


@pytest.fixture(scope="module")
def comments_by_source() -> dict[str, list[str]]:
    """Every column comment of the six real schemas and of demo.db, as the index readers see them."""
    out: dict[str, list[str]] = {}
    for name, dialect in DIALECTS.items():
        source = parse_ddl_file(ROOT / "tests" / "real-schemas" / f"{name}.sql", dialect=dialect)
        out[name] = [c.comment for t in source.tables for c in t.columns if c.comment]
    demo = read_sqlite_file(ROOT / "demo.db")
    out["demo"] = [c.comment for t in demo.tables for c in t.columns if c.comment]
    return out


def as_tuple(legend: Legend | None):
    return None if legend is None else (legend.prefix, dict(legend.entries))


def test_the_table_is_large_and_mixed():
    positives = sum(1 for *_, expected in REAL_COMMENTS if expected)
    assert len(REAL_COMMENTS) >= 60 and positives >= 30 and len(REAL_COMMENTS) - positives >= 30
    assert {source for source, *_ in REAL_COMMENTS} == set(DIALECTS) - {"sakila"} | {"demo"}


@pytest.mark.parametrize("source,comment,expected", REAL_COMMENTS, ids=[c for _, c, _ in REAL_COMMENTS])
def test_real_comment(source, comment, expected, comments_by_source):
    assert comment in comments_by_source[source], f"not a column comment of {source}"
    assert as_tuple(parse_legend(comment)) == expected


@pytest.mark.parametrize("comment", NOT_LEGENDS)
def test_not_a_legend(comment):
    assert parse_legend(comment) is None


@pytest.mark.parametrize("comment,expected", [
    # the examples and their variants: separators, brackets of both widths, prefixes
    ("0->待付款；1->待发货", (None, {"0": "待付款", "1": "待发货"})),
    ("（0正常 1停用）", (None, {"0": "正常", "1": "停用"})),
    ("(0:停止;1:启动)", (None, {"0": "停止", "1": "启动"})),
    ("1:是；0不是", (None, {"1": "是", "0": "不是"})),
    ("0=inactive, 1=active", (None, {"0": "inactive", "1": "active"})),
    ("状态 [0=正常、1=停用]", ("状态", {"0": "正常", "1": "停用"})),
    ("状态【0：正常，1：停用】", ("状态", {"0": "正常", "1": "停用"})),
    ("状态：0 - 正常 / 1 - 停用", ("状态", {"0": "正常", "1": "停用"})),
    ("ＳＴＡＴＵＳ：０－正常，１－停用", ("STATUS", {"0": "正常", "1": "停用"})),
    ("狀態：0正常 1停用", ("狀態", {"0": "正常", "1": "停用"})),
    ("Status: 0 = draft; 1 = published", ("Status", {"0": "draft", "1": "published"})),
    ("类型 A=普通 B=加急", ("类型", {"A": "普通", "B": "加急"})),
    # issue 21's families (examples invented there): `==`, codes glued with 、 between, one entry in a
    # closing bracket (an open legend), negative codes, a label with two names
    ("0==正常，1==冻结", (None, {"0": "正常", "1": "冻结"})),
    ("状态 0==启用，1==停用，2==删除", ("状态", {"0": "启用", "1": "停用", "2": "删除"})),
    ("0草稿、1已提交、9作废", (None, {"0": "草稿", "1": "已提交", "9": "作废"})),
    ("单据状态：0草稿、1已提交、9作废", ("单据状态", {"0": "草稿", "1": "已提交", "9": "作废"})),
    ("用户来源（01自主注册）", ("用户来源", {"01": "自主注册"})),
    ("推荐级别(0:普通)", ("推荐级别", {"0": "普通"})),
    ("使用门槛（0表示不限）", ("使用门槛", {"0": "不限"})),
    ("1:启用，0:停用，-1:删除", (None, {"1": "启用", "0": "停用", "-1": "删除"})),
    ("状态(-1删除 0停用 1启用)", ("状态", {"-1": "删除", "0": "停用", "1": "启用"})),
    ("退款状态-0待审核1已退款", ("退款状态", {"0": "待审核", "1": "已退款"})),  # a minus glued to Chinese joins
    ("订单状态（0待付款, 1已付款/待发货, 2已发货/待收货）",
     ("订单状态", {"0": "待付款", "1": "已付款/待发货", "2": "已发货/待收货"})),
    # entries that end at a semicolon: a comma between short Chinese words is one code's two names
    ("订单状态（0：待发货；1：待收货；2：已收货，待评价；3：已完成；）",
     ("订单状态", {"0": "待发货", "1": "待收货", "2": "已收货,待评价", "3": "已完成"})),
])
def test_formats(comment, expected):
    assert as_tuple(parse_legend(comment)) == expected


def test_the_schemas_carry_over_a_hundred_legends(comments_by_source):
    """The survey reported in docs/conditions.md: how many column comments hold a legend.
    A change here changes what the resolver decodes — review the new or lost ones by eye."""
    found = {name: sum(1 for c in comments if parse_legend(c)) for name, comments in comments_by_source.items()}
    assert found == {"ruoyi": 31, "mall": 59, "litemall": 12, "jeecg": 138, "sakila": 0, "adventureworks": 26,
                     "demo": 34}
    assert sum(v for k, v in found.items() if k != "demo") > 100


ORDER_STATUS = parse_legend("订单状态：0待付款 1待发货 2已发货 3已完成 4已关闭")


@pytest.mark.parametrize("value,code", [
    ("已发货", "2"), ("2", "2"), (2, "2"), (" 2 ", "2"), ("已發貨", "2"), ("已发货 ", "2"), ("２", "2"),
    ("待付款", "0"), ("0", "0"),
    ("发货", None), ("5", None), ("", None), ("已发货了", None), ("Shipped", None),
])
def test_decode(value, code):
    assert ORDER_STATUS.decode(value) == code


def test_decode_english_and_letter_codes_ignore_case():
    active = parse_legend("0 = Inactive, 1 = Active")
    assert active.decode("ACTIVE") == "1" and active.decode("inactive") == "0" and active.decode("on") is None
    menu = parse_legend("菜单类型（M目录 C菜单 F按钮）")
    assert menu.decode("m") == "M" and menu.decode("按钮") == "F" and menu.decode("Ｃ") == "C"


def test_a_code_wins_over_a_label_that_spells_another_code():
    legend = Legend(prefix=None, entries=(Entry("A", "B"), Entry("B", "A")))
    assert legend.decode("A") == "A" and legend.decode("B") == "B"


def test_label_of():
    assert ORDER_STATUS.label_of("2") == "已发货" and ORDER_STATUS.label_of(2) == "已发货"
    assert ORDER_STATUS.label_of("9") is None


def test_describe():
    assert ORDER_STATUS.describe() == "0 = 待付款, 1 = 待发货, 2 = 已发货, 3 = 已完成, 4 = 已关闭"


def test_json_round_trip_keeps_order_prefix_and_text():
    for comment in ("订单状态：0待付款 1待发货 2已发货", "0 = Inactive, 1 = Active", "性别 {男:1,女:2}"):
        legend = parse_legend(comment)
        stored = legend.to_json()
        assert Legend.from_json(stored) == legend
        assert json.loads(stored)["entries"][0] == list(legend.entries[0])
        assert legend_json(comment) == stored
    assert "待付款" in legend_json("订单状态：0待付款 1待发货")  # stored readable, not \\u-escaped
    assert legend_json("备注") is None and legend_json(None) is None


def test_a_digit_code_listed_twice_is_left_out_and_the_rest_stands():
    # yshop's 订单状态 lists -1 as 申请退款 and again as 已退款: neither name is trusted, the others are.
    legend = parse_legend("订单状态（-1 : 申请退款 -2 : 退货成功 0：待发货；1：待收货；2：已收货；3：已完成；-1：已退款）")
    assert legend is not None and legend.prefix == "订单状态"
    assert legend.decode("待收货") == "1" and legend.decode("退货成功") == "-2"
    assert legend.decode("已退款") is None and legend.decode("申请退款") is None
    # too little left, a name listed twice, or a letter code listed twice: no legend
    assert parse_legend("性别：0 未知， 1男， 1 女") is None
    assert parse_legend("状态：0正常 1正常") is None
    assert parse_legend("类型 A=普通 A=加急") is None


@pytest.mark.parametrize("comment", [
    "是否主键（1是）",  # one entry with a one-character label is a remark
    "超时时间（30分钟）", "手机号(11位)", "分类(1级分类)", "有效期（7天）",  # a number and its unit
    "评分（1-5星）", "名称(2-20字)",  # ranges
    "备注（默认值1）",  # a note, no code first
    "（1正常）",  # no prefix: nothing says what the code is of
    "状态（1正常）说明",  # the bracket does not end the comment
])
def test_one_entry_that_is_no_legend(comment):
    assert parse_legend(comment) is None


def test_an_open_legend_decodes_its_label_and_takes_any_other_value_as_typed():
    legend = parse_legend("用户来源（01自主注册）")
    assert not legend.complete
    assert legend.decode("自主注册") == "01" and legend.decode("01") == "01"
    assert legend.decode("后台添加") == "后台添加"  # not refused: the comment names one code of several
    assert legend.describe() == "01 = 自主注册, …"
    assert Legend.from_json(legend.to_json()) == legend
    assert Legend.from_json(ORDER_STATUS.to_json()).complete  # a stored closed legend stays closed


def test_each_name_of_a_code_decodes_to_it():
    legend = parse_legend("订单状态（0待付款, 1已付款/待发货, 2已发货/待收货）")
    assert legend.decode("待发货") == "1" and legend.decode("已付款") == "1"
    assert legend.decode("已发货/待收货") == "2" and legend.decode("待收货") == "2"
    assert legend.has_label("待收货") and not legend.has_label("待评价")
    assert ("待收货", "2") in legend.label_keys()
    assert legend.decode("待评价") is None  # a closed legend still refuses the rest


def test_a_comma_joins_two_names_of_one_code_only_between_semicolons():
    legend = parse_legend("订单状态（0：待发货；1：待收货；2：已收货，待评价；3：已完成；）")
    assert legend.decode("待评价") == "2" and legend.decode("已收货") == "2" and legend.decode("已完成") == "3"
    assert legend.describe() == "0 = 待发货, 1 = 待收货, 2 = 已收货,待评价, 3 = 已完成"
    # without semicolons a comma still parts entries, and words after a label are still a remark
    assert parse_legend("0正常，有效 1停用") is None
    assert as_tuple(parse_legend("0：正常，1：停用，已删除")) == (None, {"0": "正常", "1": "停用"})
    assert parse_legend("0：正常，这是一个很长的备注说明；1：停用") is None


@pytest.mark.parametrize("column_type, labels", [
    ("ENUM(G, PG, PG-13, R, NC-17)", ("G", "PG", "PG-13", "R", "NC-17")),
    ("enum('Y','N')", ("Y", "N")),
    ("ENUM('1','2','3')", None),  # numbers: no words anyone types as a state
    ("VARCHAR(20)", None),
    ("ENUM(" + ", ".join(f"v{i}" for i in range(20)) + ")", None),  # a long list is data, not states
])
def test_an_enum_types_values_are_a_legend_of_themselves(column_type, labels):
    legend = enum_legend(column_type)
    assert (legend.labels if legend else None) == labels
    assert legend is None or legend.codes == legend.labels


@pytest.mark.parametrize("comment, column_type, name, values", [
    ("paid, unpaid", "VARCHAR(50)", "status", ("paid", "unpaid")),
    ("open, closed, on_hold", "varchar(30)", "status", ("open", "closed", "on_hold")),
    ("free, once, recurrent", "VARCHAR(30)", "payment_type", ("free", "once", "recurrent")),
    ("active, inactive", None, "state", ("active", "inactive")),
    # not the values of the column: another name, a column of numbers, one value, prose
    ("name, email", "VARCHAR(100)", "search_fields", None),
    ("paid, unpaid", "INT", "status", None),
    ("paid", "VARCHAR(10)", "status", None),
    ("paid or unpaid", "VARCHAR(10)", "status", None),
    ("Paid, Unpaid invoices are kept", "VARCHAR(10)", "status", None),
])
def test_a_description_that_lists_a_status_columns_values_is_its_legend(comment, column_type, name, values):
    from datasette_dbgraph.sources.legends import listed_values_legend

    legend = listed_values_legend(comment, column_type, name)
    assert (legend.codes if legend else None) == values
    if values and "on_hold" in values:
        assert legend.decode("on hold") == "on_hold"  # typed with a space, as a person says it
        assert legend.describe() == "open, closed, on_hold"
