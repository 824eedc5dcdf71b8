//! Expressions: where a structure starts, how many elements it has, whether it is present.
//!
//! The grammar is small and C-like, so it reads as Kaitai Struct's expressions do (and
//! translates to them one to one):
//!
//! ```text
//! expr    := cond
//! cond    := or ( '?' expr ':' expr )?
//! or      := and ( '||' and )*          and := bitor ( '&&' bitor )*
//! bitor   := bitxor ( '|' bitxor )*     bitxor := bitand ( '^' bitand )*
//! bitand  := eq ( '&' eq )*             eq := rel ( ('=='|'!=') rel )*
//! rel     := shift ( ('<'|'<='|'>'|'>=') shift )*
//! shift   := add ( ('<<'|'>>') add )*   add := mul ( ('+'|'-') mul )*
//! mul     := unary ( ('*'|'/'|'%') unary )*
//! unary   := ('-'|'!')* atom
//! atom    := NUMBER | '(' expr ')' | FUNC '(' expr (',' expr)* ')' | ref
//! ref     := NAME ( '[' expr ']' )? ( '.' NAME ( '[' expr ']' )? )?
//! ```
//!
//! Numbers are decimal or `0x` hex. A reference names an item of the layout: `header` alone
//! is the item's start, `header.mesh` a field's value, `parts.end` / `.start` / `.size` /
//! `.count` / `.index` its extent and count, `offsets[2]` the start of element 2, `header.w[3]`
//! element 3 of an array-typed field, and `file.size` the file's length. Functions: `align(v,
//! n)`, `min`, `max`, and raw reads `u8(a)`, `u16(a)`, `u32(a)`, `i8(a)`, `i16(a)`, `i32(a)`
//! (little-endian, at file offset `a`). Arithmetic is on 64-bit signed integers and checked:
//! an overflow or a division by zero is an error, never a wrapped value.

use std::fmt;

use thiserror::Error;

/// Members of a reference that are not fields.
pub const MEMBERS: [&str; 5] = ["start", "end", "size", "count", "index"];

/// A parsed expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A literal.
    Int(i64),
    /// A reference to an item, a field or a member.
    Ref(Ref),
    /// `-e` or `!e`.
    Unary(UnOp, Box<Expr>),
    /// `a op b`.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `f(args)`.
    Call(Func, Vec<Expr>),
}

/// `item[elem].member[index]`, each part but the item optional.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ref {
    /// The item (or `file`).
    pub item: String,
    /// `[elem]` after the item: an element of an array item.
    pub elem: Option<Box<Expr>>,
    /// `.member`: a field, or one of [`MEMBERS`].
    pub member: Option<String>,
    /// `[index]` after the member: an element of an array-typed field.
    pub index: Option<Box<Expr>>,
}

/// Unary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    /// Negation.
    Neg,
    /// Logical not (0 → 1, else 0).
    Not,
}

/// Binary operators, in the order of their precedence groups (low to high).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `||`
    Or,
    /// `&&`
    And,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `&`
    BitAnd,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
}

impl BinOp {
    fn text(self) -> &'static str {
        match self {
            BinOp::Or => "||",
            BinOp::And => "&&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::BitAnd => "&",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
        }
    }

    /// Precedence level: higher binds tighter.
    fn level(self) -> u8 {
        match self {
            BinOp::Or => 1,
            BinOp::And => 2,
            BinOp::BitOr => 3,
            BinOp::BitXor => 4,
            BinOp::BitAnd => 5,
            BinOp::Eq | BinOp::Ne => 6,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 7,
            BinOp::Shl | BinOp::Shr => 8,
            BinOp::Add | BinOp::Sub => 9,
            BinOp::Mul | BinOp::Div | BinOp::Rem => 10,
        }
    }

    /// The Kaitai Struct spelling (`and`, `or` for the logical operators).
    pub fn ksy(self) -> &'static str {
        match self {
            BinOp::Or => "or",
            BinOp::And => "and",
            o => o.text(),
        }
    }
}

/// Built-in functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Func {
    /// `align(v, n)`: `v` rounded up to a multiple of `n`.
    Align,
    /// `min(a, b)`.
    Min,
    /// `max(a, b)`.
    Max,
    /// Raw reads at a file offset.
    Read(Width),
    /// `find(item.field, value)`: the start of the first element of the array (or sequence)
    /// `item` whose `field` equals `value` — a chunk found by its tag.
    Find,
}

/// The integer types a field or a raw read can have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Width {
    /// Unsigned byte.
    U8,
    /// Unsigned 16-bit, little-endian.
    U16,
    /// Unsigned 32-bit, little-endian.
    U32,
    /// Signed byte.
    I8,
    /// Signed 16-bit, little-endian.
    I16,
    /// Signed 32-bit, little-endian.
    I32,
}

impl Width {
    /// Every width, in the order of their names.
    pub const ALL: [Width; 6] =
        [Width::U8, Width::U16, Width::U32, Width::I8, Width::I16, Width::I32];

    /// The name used in layouts (`u8`, `i16` …).
    pub fn name(self) -> &'static str {
        match self {
            Width::U8 => "u8",
            Width::U16 => "u16",
            Width::U32 => "u32",
            Width::I8 => "i8",
            Width::I16 => "i16",
            Width::I32 => "i32",
        }
    }

    /// Kaitai Struct's name (`u1`, `s2` …).
    pub fn ksy(self) -> &'static str {
        match self {
            Width::U8 => "u1",
            Width::U16 => "u2",
            Width::U32 => "u4",
            Width::I8 => "s1",
            Width::I16 => "s2",
            Width::I32 => "s4",
        }
    }

    /// From a layout name.
    pub fn from_name(s: &str) -> Option<Width> {
        Width::ALL.into_iter().find(|w| w.name() == s)
    }

    /// Bytes.
    pub fn bytes(self) -> usize {
        match self {
            Width::U8 | Width::I8 => 1,
            Width::U16 | Width::I16 => 2,
            Width::U32 | Width::I32 => 4,
        }
    }

    /// Reads the value at `at` in `data` (little-endian); `None` past the end.
    pub fn read(self, data: &[u8], at: usize) -> Option<i64> {
        let b = data.get(at..at.checked_add(self.bytes())?)?;
        let mut w = [0u8; 4];
        for (d, s) in w.iter_mut().zip(b) {
            *d = *s;
        }
        let u = u32::from_le_bytes(w);
        Some(match self {
            Width::U8 | Width::U16 | Width::U32 => i64::from(u),
            Width::I8 => i64::from(i8::from_le_bytes([w[0]])),
            Width::I16 => i64::from(i16::from_le_bytes([w[0], w[1]])),
            Width::I32 => i64::from(i32::from_le_bytes(w)),
        })
    }
}

impl Func {
    fn name(self) -> &'static str {
        match self {
            Func::Align => "align",
            Func::Find => "find",
            Func::Min => "min",
            Func::Max => "max",
            Func::Read(w) => w.name(),
        }
    }

    fn from_name(s: &str) -> Option<Func> {
        Some(match s {
            "align" => Func::Align,
            "find" => Func::Find,
            "min" => Func::Min,
            "max" => Func::Max,
            _ => Func::Read(Width::from_name(s)?),
        })
    }

    fn arity(self) -> usize {
        match self {
            Func::Read(_) => 1,
            _ => 2,
        }
    }
}

/// Why an expression could not be parsed. `at` is the character position in the text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("expression {text:?}: {why} (at character {at})")]
pub struct ParseError {
    /// The expression.
    pub text: String,
    /// Character position.
    pub at: usize,
    /// What was wrong.
    pub why: String,
}

/// Why an expression could not be evaluated.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EvalError {
    /// Arithmetic overflowed or divided by zero.
    #[error("arithmetic overflow or division by zero in {0}")]
    Arithmetic(String),
    /// A reference could not be resolved (absent item, unknown field, element outside the array).
    #[error("{0}")]
    Ref(String),
    /// A raw read ran past the end of the file.
    #[error("{width} read at offset {at:#x} runs past the end of the file")]
    Read {
        /// The width read.
        width: &'static str,
        /// The offset.
        at: i64,
    },
    /// The item the expression depends on is absent (an `if` that was false).
    #[error("{0} is absent")]
    Absent(String),
}

/// What an expression can look up.
pub trait Scope {
    /// The value of a reference: `elem`, `index` already evaluated.
    fn resolve(
        &self,
        item: &str,
        elem: Option<i64>,
        member: Option<&str>,
        index: Option<i64>,
    ) -> Result<i64, EvalError>;

    /// A raw little-endian read at a file offset.
    fn read(&self, width: Width, at: i64) -> Result<i64, EvalError>;

    /// The start of the first element of `item` whose `field` equals `value`.
    fn find(&self, item: &str, field: &str, value: i64) -> Result<i64, EvalError>;
}

/// Most nested operators an expression may have (a bound on recursion).
pub const MAX_DEPTH: usize = 64;

impl Expr {
    /// Parses `text`.
    pub fn parse(text: &str) -> Result<Expr, ParseError> {
        let tokens = lex(text)?;
        let mut p = Parser { text, tokens, pos: 0, depth: 0 };
        let e = p.expr()?;
        match p.tokens.get(p.pos) {
            None => Ok(e),
            Some(t) => Err(p.err_at(t.at, format!("unexpected {}", t.tok.describe()))),
        }
    }

    /// A literal.
    pub fn int(v: i64) -> Expr {
        Expr::Int(v)
    }

    /// A reference `item.member`.
    pub fn field(item: &str, member: &str) -> Expr {
        Expr::Ref(Ref { item: item.into(), elem: None, member: Some(member.into()), index: None })
    }

    /// A reference to an item's start.
    pub fn start(item: &str) -> Expr {
        Expr::Ref(Ref { item: item.into(), elem: None, member: None, index: None })
    }

    /// `a + b`, folding literals and dropping `+ 0`.
    pub fn plus(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Int(x), Expr::Int(y)) if x.checked_add(y).is_some() => {
                Expr::Int(x.saturating_add(y))
            }
            (a, Expr::Int(0)) => a,
            (Expr::Int(0), b) => b,
            (a, Expr::Int(y)) if y < 0 => {
                Expr::Binary(BinOp::Sub, Box::new(a), Box::new(Expr::Int(y.saturating_neg())))
            }
            (a, b) => Expr::Binary(BinOp::Add, Box::new(a), Box::new(b)),
        }
    }

    /// The literal value, if the expression is one.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Expr::Int(v) => Some(*v),
            Expr::Unary(UnOp::Neg, e) => e.as_int()?.checked_neg(),
            _ => None,
        }
    }

    /// Every reference in the expression (depth first).
    pub fn refs(&self) -> Vec<&Ref> {
        let mut out = Vec::new();
        self.walk_refs(&mut out);
        out
    }

    fn walk_refs<'a>(&'a self, out: &mut Vec<&'a Ref>) {
        match self {
            Expr::Int(_) => {}
            Expr::Ref(r) => {
                out.push(r);
                if let Some(e) = &r.elem {
                    e.walk_refs(out);
                }
                if let Some(e) = &r.index {
                    e.walk_refs(out);
                }
            }
            Expr::Unary(_, e) => e.walk_refs(out),
            Expr::Binary(_, a, b) => {
                a.walk_refs(out);
                b.walk_refs(out);
            }
            Expr::Cond(c, a, b) => {
                c.walk_refs(out);
                a.walk_refs(out);
                b.walk_refs(out);
            }
            Expr::Call(_, args) => args.iter().for_each(|a| a.walk_refs(out)),
        }
    }

    /// Evaluates the expression.
    pub fn eval(&self, scope: &dyn Scope) -> Result<i64, EvalError> {
        let arith = || EvalError::Arithmetic(self.to_string());
        match self {
            Expr::Int(v) => Ok(*v),
            Expr::Ref(r) => {
                let elem = r.elem.as_ref().map(|e| e.eval(scope)).transpose()?;
                let index = r.index.as_ref().map(|e| e.eval(scope)).transpose()?;
                scope.resolve(&r.item, elem, r.member.as_deref(), index)
            }
            Expr::Unary(UnOp::Neg, e) => e.eval(scope)?.checked_neg().ok_or_else(arith),
            Expr::Unary(UnOp::Not, e) => Ok(i64::from(e.eval(scope)? == 0)),
            Expr::Cond(c, a, b) => {
                if c.eval(scope)? != 0 {
                    a.eval(scope)
                } else {
                    b.eval(scope)
                }
            }
            Expr::Binary(op, a, b) => {
                let x = a.eval(scope)?;
                // Short circuits first, so `p != 0 && u32(p) == 5` never reads at 0.
                match op {
                    BinOp::And if x == 0 => return Ok(0),
                    BinOp::Or if x != 0 => return Ok(1),
                    _ => {}
                }
                let y = b.eval(scope)?;
                let bool = |v: bool| Ok(i64::from(v));
                match op {
                    BinOp::Or | BinOp::And => bool(y != 0),
                    BinOp::BitOr => Ok(x | y),
                    BinOp::BitXor => Ok(x ^ y),
                    BinOp::BitAnd => Ok(x & y),
                    BinOp::Eq => bool(x == y),
                    BinOp::Ne => bool(x != y),
                    BinOp::Lt => bool(x < y),
                    BinOp::Le => bool(x <= y),
                    BinOp::Gt => bool(x > y),
                    BinOp::Ge => bool(x >= y),
                    BinOp::Shl => u32::try_from(y)
                        .ok()
                        .filter(|s| *s < 63)
                        .and_then(|s| x.checked_shl(s))
                        .ok_or_else(arith),
                    BinOp::Shr => u32::try_from(y)
                        .ok()
                        .filter(|s| *s < 64)
                        .and_then(|s| x.checked_shr(s))
                        .ok_or_else(arith),
                    BinOp::Add => x.checked_add(y).ok_or_else(arith),
                    BinOp::Sub => x.checked_sub(y).ok_or_else(arith),
                    BinOp::Mul => x.checked_mul(y).ok_or_else(arith),
                    BinOp::Div => x.checked_div(y).ok_or_else(arith),
                    BinOp::Rem => x.checked_rem(y).ok_or_else(arith),
                }
            }
            Expr::Call(Func::Find, args) => {
                let (Some(Expr::Ref(r)), Some(value)) = (args.first(), args.get(1)) else {
                    return Err(EvalError::Ref("find(item.field, value)".into()));
                };
                let field = r
                    .member
                    .as_deref()
                    .ok_or_else(|| EvalError::Ref("find(item.field, value)".into()))?;
                scope.find(&r.item, field, value.eval(scope)?)
            }
            Expr::Call(f, args) => {
                let mut v = Vec::with_capacity(args.len());
                for a in args {
                    v.push(a.eval(scope)?);
                }
                let a = v.first().copied().unwrap_or(0);
                let b = v.get(1).copied().unwrap_or(0);
                match f {
                    Func::Align => {
                        if b <= 0 {
                            return Err(arith());
                        }
                        let r = a.checked_rem_euclid(b).ok_or_else(arith)?;
                        if r == 0 {
                            Ok(a)
                        } else {
                            a.checked_add(b.checked_sub(r).ok_or_else(arith)?).ok_or_else(arith)
                        }
                    }
                    Func::Min => Ok(a.min(b)),
                    Func::Max => Ok(a.max(b)),
                    Func::Read(w) => scope.read(*w, a),
                    Func::Find => Err(arith()),
                }
            }
        }
    }

    fn level(&self) -> u8 {
        match self {
            Expr::Cond(..) => 0,
            Expr::Binary(op, ..) => op.level(),
            Expr::Unary(..) => 11,
            _ => 12,
        }
    }

    /// Writes the expression with Kaitai Struct's spelling; `name` maps each reference.
    pub fn to_ksy(&self, name: &dyn Fn(&Ref) -> String) -> String {
        let mut s = String::new();
        self.write(&mut s, Some(name));
        s
    }

    fn write(&self, out: &mut String, ksy: Option<&dyn Fn(&Ref) -> String>) {
        use fmt::Write;
        let sub = |e: &Expr, out: &mut String, min: u8| {
            if e.level() < min {
                out.push('(');
                e.write(out, ksy);
                out.push(')');
            } else {
                e.write(out, ksy);
            }
        };
        match self {
            Expr::Int(v) => {
                if *v >= 16 {
                    let _ = write!(out, "{v:#x}");
                } else {
                    let _ = write!(out, "{v}");
                }
            }
            Expr::Ref(r) => match ksy {
                Some(f) => out.push_str(&f(r)),
                None => {
                    out.push_str(&r.item);
                    if let Some(e) = &r.elem {
                        out.push('[');
                        e.write(out, ksy);
                        out.push(']');
                    }
                    if let Some(m) = &r.member {
                        out.push('.');
                        out.push_str(m);
                    }
                    if let Some(e) = &r.index {
                        out.push('[');
                        e.write(out, ksy);
                        out.push(']');
                    }
                }
            },
            Expr::Unary(op, e) => {
                out.push_str(match (op, ksy.is_some()) {
                    (UnOp::Neg, _) => "-",
                    (UnOp::Not, false) => "!",
                    (UnOp::Not, true) => "not ",
                });
                sub(e, out, 11);
            }
            Expr::Binary(op, a, b) => {
                let l = op.level();
                sub(a, out, l);
                out.push(' ');
                out.push_str(if ksy.is_some() { op.ksy() } else { op.text() });
                out.push(' ');
                sub(b, out, l.saturating_add(1));
            }
            Expr::Cond(c, a, b) => {
                sub(c, out, 1);
                out.push_str(" ? ");
                sub(a, out, 1);
                out.push_str(" : ");
                sub(b, out, 0);
            }
            Expr::Call(f, args) => {
                if let Some(k) = ksy {
                    write_ksy_call(*f, args, out, k);
                    return;
                }
                out.push_str(f.name());
                out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    a.write(out, ksy);
                }
                out.push(')');
            }
        }
    }
}

/// Kaitai has no `align`, `min`, `max` or raw reads: they become the equivalent expressions.
fn write_ksy_call(f: Func, args: &[Expr], out: &mut String, k: &dyn Fn(&Ref) -> String) {
    let a = args.first().map(|e| e.to_ksy(k)).unwrap_or_default();
    let b = args.get(1).map(|e| e.to_ksy(k)).unwrap_or_default();
    let s = match f {
        Func::Align => format!("((({a}) + ({b}) - 1) / ({b}) * ({b}))"),
        Func::Min => format!("(({a}) < ({b}) ? ({a}) : ({b}))"),
        Func::Max => format!("(({a}) > ({b}) ? ({a}) : ({b}))"),
        // A raw read has no expression form in Kaitai; the emitter turns the reads it meets
        // into instances (`raw_<width>_<n>`) and names them here.
        Func::Read(w) => format!("_root.raw_{}({a})", w.name()),
        // Kaitai has no search: the emitter writes a layout using find() with a note.
        Func::Find => format!("_root.find({a}, {b})"),
    };
    out.push_str(&s);
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write(&mut s, None);
        f.write_str(&s)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Num(i64),
    Name(String),
    Op(&'static str),
}

impl Tok {
    fn describe(&self) -> String {
        match self {
            Tok::Num(n) => format!("number {n}"),
            Tok::Name(n) => format!("name {n:?}"),
            Tok::Op(o) => format!("{o:?}"),
        }
    }
}

struct Spanned {
    tok: Tok,
    at: usize,
}

const OPS: [&str; 27] = [
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "<",
    ">", "!", "?", ":", "(", ")", "[", "]", ".", ",",
];

fn lex(text: &str) -> Result<Vec<Spanned>, ParseError> {
    let err = |at: usize, why: String| ParseError { text: text.to_string(), at, why };
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0usize;
    while let Some(&c) = chars.get(i) {
        if c.is_whitespace() {
            i = i.saturating_add(1);
            continue;
        }
        let start = i;
        if c.is_ascii_digit() {
            let mut j = i;
            while chars.get(j).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
                j = j.saturating_add(1);
            }
            let word: String =
                chars.get(i..j).unwrap_or(&[]).iter().filter(|c| **c != '_').collect();
            let v = if let Some(h) = word.strip_prefix("0x").or_else(|| word.strip_prefix("0X")) {
                i64::from_str_radix(h, 16)
            } else {
                word.parse::<i64>()
            }
            .map_err(|_| err(start, format!("{word:?} is not a number")))?;
            out.push(Spanned { tok: Tok::Num(v), at: start });
            i = j;
            continue;
        }
        if c == '"' || c == '\'' {
            // A tag of up to 4 ASCII characters, read little-endian ('SKEL' = 0x4C454B53).
            let mut j = i.saturating_add(1);
            let mut v: i64 = 0;
            let mut n = 0u32;
            while let Some(&ch) = chars.get(j) {
                if ch == c {
                    break;
                }
                if !ch.is_ascii() || n >= 4 {
                    return Err(err(start, "a tag is at most 4 ASCII characters".into()));
                }
                v |= i64::from(u32::from(ch)) << n.saturating_mul(8);
                n = n.saturating_add(1);
                j = j.saturating_add(1);
            }
            if chars.get(j) != Some(&c) {
                return Err(err(start, "an unclosed tag".into()));
            }
            out.push(Spanned { tok: Tok::Num(v), at: start });
            i = j.saturating_add(1);
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' {
            let mut j = i;
            while chars.get(j).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
                j = j.saturating_add(1);
            }
            let word: String = chars.get(i..j).unwrap_or(&[]).iter().collect();
            out.push(Spanned { tok: Tok::Name(word), at: start });
            i = j;
            continue;
        }
        let two: String = chars.get(i..i.saturating_add(2)).unwrap_or(&[]).iter().collect();
        let one: String = c.to_string();
        let op = OPS.iter().find(|o| **o == two).or_else(|| OPS.iter().find(|o| **o == one));
        match op {
            Some(o) => {
                out.push(Spanned { tok: Tok::Op(o), at: start });
                i = i.saturating_add(o.len());
            }
            None => return Err(err(start, format!("unexpected character {c:?}"))),
        }
    }
    Ok(out)
}

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Spanned>,
    pos: usize,
    depth: usize,
}

const LEVELS: [&[(&str, BinOp)]; 10] = [
    &[("||", BinOp::Or)],
    &[("&&", BinOp::And)],
    &[("|", BinOp::BitOr)],
    &[("^", BinOp::BitXor)],
    &[("&", BinOp::BitAnd)],
    &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
    &[("<", BinOp::Lt), ("<=", BinOp::Le), (">", BinOp::Gt), (">=", BinOp::Ge)],
    &[("<<", BinOp::Shl), (">>", BinOp::Shr)],
    &[("+", BinOp::Add), ("-", BinOp::Sub)],
    &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Rem)],
];

impl Parser<'_> {
    fn err_at(&self, at: usize, why: String) -> ParseError {
        ParseError { text: self.text.to_string(), at, why }
    }

    fn here(&self) -> usize {
        self.tokens.get(self.pos).map_or(self.text.chars().count(), |t| t.at)
    }

    fn peek_op(&self) -> Option<&'static str> {
        match self.tokens.get(self.pos).map(|t| &t.tok) {
            Some(Tok::Op(o)) => Some(o),
            _ => None,
        }
    }

    fn eat(&mut self, op: &str) -> bool {
        if self.peek_op() == Some(op) {
            self.pos = self.pos.saturating_add(1);
            true
        } else {
            false
        }
    }

    fn expect(&mut self, op: &str) -> Result<(), ParseError> {
        if self.eat(op) {
            Ok(())
        } else {
            Err(self.err_at(self.here(), format!("expected {op:?}")))
        }
    }

    fn expr(&mut self) -> Result<Expr, ParseError> {
        self.depth = self.depth.saturating_add(1);
        if self.depth > MAX_DEPTH {
            return Err(self.err_at(self.here(), format!("nested more than {MAX_DEPTH} deep")));
        }
        let c = self.binary(0)?;
        let out = if self.eat("?") {
            let a = self.expr()?;
            self.expect(":")?;
            let b = self.expr()?;
            Expr::Cond(Box::new(c), Box::new(a), Box::new(b))
        } else {
            c
        };
        self.depth = self.depth.saturating_sub(1);
        Ok(out)
    }

    fn binary(&mut self, level: usize) -> Result<Expr, ParseError> {
        let Some(ops) = LEVELS.get(level) else {
            return self.unary();
        };
        let mut lhs = self.binary(level.saturating_add(1))?;
        while let Some(&(_, bin)) = self.peek_op().and_then(|op| ops.iter().find(|(s, _)| *s == op))
        {
            self.pos = self.pos.saturating_add(1);
            let rhs = self.binary(level.saturating_add(1))?;
            lhs = Expr::Binary(bin, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        // Prefix operators are gathered in a loop (no recursion per operator), then applied
        // innermost first.
        let mut ops = Vec::new();
        loop {
            if self.eat("-") {
                ops.push(UnOp::Neg);
            } else if self.eat("!") {
                ops.push(UnOp::Not);
            } else {
                break;
            }
            if ops.len() > MAX_DEPTH {
                return Err(
                    self.err_at(self.here(), format!("more than {MAX_DEPTH} prefix operators"))
                );
            }
        }
        let mut e = self.atom()?;
        for op in ops.into_iter().rev() {
            e = match (op, e) {
                (UnOp::Neg, Expr::Int(v)) if v.checked_neg().is_some() => {
                    Expr::Int(v.saturating_neg())
                }
                (op, e) => Expr::Unary(op, Box::new(e)),
            };
        }
        Ok(e)
    }

    fn name(&mut self) -> Result<String, ParseError> {
        match self.tokens.get(self.pos) {
            Some(Spanned { tok: Tok::Name(n), .. }) => {
                let n = n.clone();
                self.pos = self.pos.saturating_add(1);
                Ok(n)
            }
            _ => Err(self.err_at(self.here(), "expected a name".into())),
        }
    }

    fn bracket(&mut self) -> Result<Option<Box<Expr>>, ParseError> {
        if self.eat("[") {
            let e = self.expr()?;
            self.expect("]")?;
            Ok(Some(Box::new(e)))
        } else {
            Ok(None)
        }
    }

    fn atom(&mut self) -> Result<Expr, ParseError> {
        let at = self.here();
        match self.tokens.get(self.pos).map(|t| t.tok.clone()) {
            Some(Tok::Num(v)) => {
                self.pos = self.pos.saturating_add(1);
                Ok(Expr::Int(v))
            }
            Some(Tok::Op("(")) => {
                self.pos = self.pos.saturating_add(1);
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Some(Tok::Name(n)) => {
                self.pos = self.pos.saturating_add(1);
                if self.peek_op() == Some("(") {
                    let f = Func::from_name(&n)
                        .ok_or_else(|| self.err_at(at, format!("no function named {n:?}")))?;
                    self.expect("(")?;
                    let mut args = vec![self.expr()?];
                    while self.eat(",") {
                        args.push(self.expr()?);
                    }
                    self.expect(")")?;
                    if args.len() != f.arity() {
                        return Err(self.err_at(
                            at,
                            format!("{}() takes {} argument(s)", f.name(), f.arity()),
                        ));
                    }
                    return Ok(Expr::Call(f, args));
                }
                let elem = self.bracket()?;
                let (member, index) = if self.eat(".") {
                    let m = self.name()?;
                    (Some(m), self.bracket()?)
                } else {
                    (None, None)
                };
                Ok(Expr::Ref(Ref { item: n, elem, member, index }))
            }
            Some(t) => Err(self.err_at(at, format!("unexpected {}", t.describe()))),
            None => Err(self.err_at(at, "the expression ends too early".into())),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::panic,
        clippy::arithmetic_side_effects,
        clippy::indexing_slicing
    )]
    use super::*;

    struct S;
    impl Scope for S {
        fn resolve(
            &self,
            item: &str,
            elem: Option<i64>,
            member: Option<&str>,
            index: Option<i64>,
        ) -> Result<i64, EvalError> {
            Ok(match (item, elem, member, index) {
                ("header", None, Some("mesh"), None) => 0x40,
                ("header", None, None, None) => 0,
                ("t", None, Some("w"), Some(i)) => 100 + i,
                ("a", Some(e), Some("end"), None) => 10 * e,
                _ => return Err(EvalError::Ref(format!("{item}?"))),
            })
        }
        fn read(&self, w: Width, at: i64) -> Result<i64, EvalError> {
            Ok(at * 2 + w.bytes() as i64)
        }
        fn find(&self, _: &str, _: &str, value: i64) -> Result<i64, EvalError> {
            Ok(value + 1)
        }
    }

    fn ev(s: &str) -> i64 {
        Expr::parse(s).unwrap().eval(&S).unwrap()
    }

    #[test]
    fn evaluates() {
        assert_eq!(ev("1 + 2 * 3"), 7);
        assert_eq!(ev("(1 + 2) * 3"), 9);
        assert_eq!(ev("header.mesh + 8"), 0x48);
        assert_eq!(ev("align(0x41, 4)"), 0x44);
        assert_eq!(ev("align(0x40, 4)"), 0x40);
        assert_eq!(ev("t.w[3]"), 103);
        assert_eq!(ev("a[2].end"), 20);
        assert_eq!(ev("u16(3)"), 8);
        assert_eq!(ev("header.mesh != 0 ? 5 : 6"), 5);
        assert_eq!(ev("1 < 2 && 2 < 1"), 0);
        assert_eq!(ev("-3 + 5"), 2);
        assert_eq!(ev("0 && nothing.at_all"), 0);
        assert_eq!(ev("1 << 4 | 1"), 17);
        assert!(Expr::parse("1 / 0").unwrap().eval(&S).is_err());
        assert!(Expr::parse("0x7fffffffffffffff + 1").unwrap().eval(&S).is_err());
    }

    #[test]
    fn prints_what_it_parses() {
        for s in [
            "header.mesh + 8",
            "(a + b) * c",
            "a - (b - c)",
            "align(x.end, 4)",
            "a ? b : c ? d : e",
            "t.w[i + 1] * 2",
            "u32(0x20) == 0x12345678",
            "!(a == b)",
        ] {
            let e = Expr::parse(s).unwrap();
            assert_eq!(e.to_string(), s);
            assert_eq!(Expr::parse(&e.to_string()).unwrap(), e);
        }
    }

    #[test]
    fn errors_say_where() {
        let e = Expr::parse("a + ").unwrap_err();
        assert!(e.why.contains("ends too early"), "{e}");
        let e = Expr::parse("a $ b").unwrap_err();
        assert_eq!(e.at, 2);
        assert!(Expr::parse("foo(1)").is_err());
        assert!(Expr::parse("align(1)").is_err());
        let deep = "(".repeat(200) + "1" + &")".repeat(200);
        assert!(Expr::parse(&deep).is_err());
    }
}
