//! The kernel IR: a small, target-neutral loop-level IR that fused HLO computations are
//! lowered to, and that the CPU (Cranelift) and CUDA emitters translate.
//!
//! A [`Kernel`] reads and writes flat, row-major buffers given by position in an argument
//! table. Its body is a tree of statements: counted loops, assignments to typed variables,
//! and stores. Expressions are trees over variables, constants, buffer loads and scalar
//! operations. Index arithmetic is ordinary `S64` expressions over loop variables.
//!
//! Conventions every producer and consumer relies on:
//! - Each [`Var`] has one type ([`Kernel::var_types`]). A variable is assigned once per
//!   iteration of its enclosing loop, except accumulators (assigned before a loop and updated
//!   inside it), which is how reductions are written.
//! - `f16`/`bf16` buffers are loaded as `F32` and stored by rounding `F32` to nearest even;
//!   arithmetic never happens in 16-bit floats. `Pred` is a byte holding 0 or 1.
//! - The outermost statement of `body` may be a loop marked `parallel`: a caller may run its
//!   iterations `[start, end)` on different threads, so iterations must not write the same
//!   elements. The kernel entry receives `(start, end)`; other loops always run in full.
//! - A loop with `vector_width = 4` may be executed four iterations at a time; the producer
//!   guarantees that this is legal (no cross-iteration dependence in its body). Emitters that
//!   do not vectorize simply ignore the width. The one dependence allowed is an accumulator
//!   ([`accumulator_updates`]): `a = op(a, x)` with `a` read nowhere else in the body. Its
//!   updates are applied in iteration order, so the result is exactly the scalar loop's; an
//!   emitter may compute four iterations' `x` at once and apply them afterwards (or keep
//!   four accumulators of one op in the lanes of one vector, iterations applied in order).

use std::fmt;

/// Element types a kernel stores and computes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    Pred,
    S8,
    S16,
    S32,
    S64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
}

impl ScalarType {
    /// Every variant, in declaration order.
    pub const ALL: [ScalarType; 13] = [
        ScalarType::Pred,
        ScalarType::S8,
        ScalarType::S16,
        ScalarType::S32,
        ScalarType::S64,
        ScalarType::U8,
        ScalarType::U16,
        ScalarType::U32,
        ScalarType::U64,
        ScalarType::F16,
        ScalarType::BF16,
        ScalarType::F32,
        ScalarType::F64,
    ];
}

impl ScalarType {
    /// Bytes per element in a buffer.
    pub fn byte_size(self) -> usize {
        use ScalarType::*;
        match self {
            Pred | S8 | U8 => 1,
            S16 | U16 | F16 | BF16 => 2,
            S32 | U32 | F32 => 4,
            S64 | U64 | F64 => 8,
        }
    }

    /// The type values of this storage type have once loaded (16-bit floats compute in f32).
    pub fn compute_type(self) -> ScalarType {
        match self {
            ScalarType::F16 | ScalarType::BF16 => ScalarType::F32,
            t => t,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ScalarType::F16 | ScalarType::BF16 | ScalarType::F32 | ScalarType::F64
        )
    }

    pub fn is_signed_int(self) -> bool {
        matches!(
            self,
            ScalarType::S8 | ScalarType::S16 | ScalarType::S32 | ScalarType::S64
        )
    }

    pub fn is_unsigned_int(self) -> bool {
        matches!(
            self,
            ScalarType::U8 | ScalarType::U16 | ScalarType::U32 | ScalarType::U64
        )
    }

    /// The kernel type for an HLO element type; `None` for types kernels do not handle
    /// (complex, sub-byte integers, f8, tuples, tokens).
    pub fn from_hlo(ty: kiln_hlo::PrimitiveType) -> Option<ScalarType> {
        use kiln_hlo::PrimitiveType as P;
        Some(match ty {
            P::Pred => ScalarType::Pred,
            P::S8 => ScalarType::S8,
            P::S16 => ScalarType::S16,
            P::S32 => ScalarType::S32,
            P::S64 => ScalarType::S64,
            P::U8 => ScalarType::U8,
            P::U16 => ScalarType::U16,
            P::U32 => ScalarType::U32,
            P::U64 => ScalarType::U64,
            P::F16 => ScalarType::F16,
            P::BF16 => ScalarType::BF16,
            P::F32 => ScalarType::F32,
            P::F64 => ScalarType::F64,
            _ => return None,
        })
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = format!("{self:?}").to_lowercase();
        f.write_str(&name)
    }
}

/// A kernel variable (loop counter, value or accumulator), indexing [`Kernel::var_types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var(pub u32);

/// One buffer in the kernel's argument table.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferParam {
    pub name: String,
    pub ty: ScalarType,
    /// Logical dimensions (row-major); the buffer holds their product elements.
    pub dims: Vec<i64>,
    /// Whether the kernel writes it (outputs) or only reads it (inputs).
    pub writable: bool,
    /// The runtime passes a small block of it that stays in cache (a row group's scratch, see
    /// `rows`), whatever its size: no streaming stores.
    pub resident: bool,
}

impl BufferParam {
    pub fn element_count(&self) -> i64 {
        self.dims.iter().product()
    }

    /// Whether stores to it may bypass the cache: it is written whole, `min_bytes` or more
    /// of it, and not kept in cache by the runtime.
    pub fn streams(&self, min_bytes: i64) -> bool {
        !self.resident
            && self
                .element_count()
                .saturating_mul(self.ty.byte_size() as i64)
                >= min_bytes
    }
}

/// Unary operations. Float ops follow XLA's semantics for their HLO namesake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Neg,
    Abs,
    /// Bitwise not for integers, logical not for pred.
    Not,
    Sign,
    Floor,
    Ceil,
    RoundNearestEven,
    RoundNearestAfz,
    Sqrt,
    Rsqrt,
    Cbrt,
    Exp,
    Expm1,
    Log,
    Log1p,
    Logistic,
    Sin,
    Cos,
    Tan,
    Tanh,
    Erf,
    /// Result type `Pred`.
    IsFinite,
    Clz,
    Popcnt,
}

impl UnaryOp {
    /// Every variant, in declaration order.
    pub const ALL: [UnaryOp; 24] = [
        UnaryOp::Neg,
        UnaryOp::Abs,
        UnaryOp::Not,
        UnaryOp::Sign,
        UnaryOp::Floor,
        UnaryOp::Ceil,
        UnaryOp::RoundNearestEven,
        UnaryOp::RoundNearestAfz,
        UnaryOp::Sqrt,
        UnaryOp::Rsqrt,
        UnaryOp::Cbrt,
        UnaryOp::Exp,
        UnaryOp::Expm1,
        UnaryOp::Log,
        UnaryOp::Log1p,
        UnaryOp::Logistic,
        UnaryOp::Sin,
        UnaryOp::Cos,
        UnaryOp::Tan,
        UnaryOp::Tanh,
        UnaryOp::Erf,
        UnaryOp::IsFinite,
        UnaryOp::Clz,
        UnaryOp::Popcnt,
    ];
}

/// Binary operations; both operands have the result type (shifts included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    /// Integer division follows XLA: x/0 = -1 (signed) or all ones (unsigned), MIN/-1 = MIN.
    Div,
    /// Float: fmod; integers: C remainder with x%0 = x and MIN%-1 = 0.
    Rem,
    /// Floats: NaN-propagating.
    Max,
    Min,
    Pow,
    Atan2,
    And,
    Or,
    Xor,
    /// Shifts by >= the bit width give 0 (left, logical) or the sign fill (arithmetic).
    Shl,
    ShrArithmetic,
    ShrLogical,
}

impl BinaryOp {
    /// Every variant, in declaration order.
    pub const ALL: [BinaryOp; 15] = [
        BinaryOp::Add,
        BinaryOp::Sub,
        BinaryOp::Mul,
        BinaryOp::Div,
        BinaryOp::Rem,
        BinaryOp::Max,
        BinaryOp::Min,
        BinaryOp::Pow,
        BinaryOp::Atan2,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
        BinaryOp::Shl,
        BinaryOp::ShrArithmetic,
        BinaryOp::ShrLogical,
    ];
}

/// Comparison direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// An expression; its type follows from its operands (see [`Kernel::type_of`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Var(Var),
    /// An integer constant of the given integer (or pred) type.
    Int(i64, ScalarType),
    /// A float constant of type F32 or F64.
    Float(f64, ScalarType),
    /// Element `index` (an S64 expression) of buffer `buffer`; the value has the buffer's
    /// compute type. The producer guarantees `0 <= index < element_count`.
    Load {
        buffer: u32,
        index: Box<Expr>,
    },
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// Result type `Pred`. `total_order` selects XLA's TOTALORDER float comparison.
    Cmp {
        op: CmpOp,
        total_order: bool,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `cond` is `Pred`; both branches have the result type.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `a * b + c` rounded once (F32 or F64; all three of that type). Lowering emits it where
    /// XLA:CPU's LLVM contracts a single-use multiply into an add, so results match XLA.
    Fma(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Value conversion with XLA's rules (float→int saturates, NaN→0; to pred: != 0).
    Convert(ScalarType, Box<Expr>),
    /// Reinterprets the bits as another type of the same width.
    Bitcast(ScalarType, Box<Expr>),
}

impl Expr {
    /// The node's operands (sub-expressions), in evaluation order; a load's index is one.
    pub fn operands(&self) -> impl Iterator<Item = &Expr> {
        let ops: [Option<&Expr>; 3] = match self {
            Expr::Var(_) | Expr::Int(..) | Expr::Float(..) => [None, None, None],
            Expr::Load { index: x, .. }
            | Expr::Unary(_, x)
            | Expr::Convert(_, x)
            | Expr::Bitcast(_, x) => [Some(x), None, None],
            Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => [Some(a), Some(b), None],
            Expr::Select(a, b, c) | Expr::Fma(a, b, c) => [Some(a), Some(b), Some(c)],
        };
        ops.into_iter().flatten()
    }

    /// The terms of a sum, nested `Add`s flattened, in order (the expression itself when it
    /// is not an `Add`).
    pub fn sum_terms(&self) -> Vec<&Expr> {
        fn walk<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
            match e {
                Expr::Binary(BinaryOp::Add, a, b) => {
                    walk(a, out);
                    walk(b, out);
                }
                _ => out.push(e),
            }
        }
        let mut terms = Vec::new();
        walk(self, &mut terms);
        terms
    }

    /// Calls `f` on the expression and then on every sub-expression, depth first.
    pub fn visit(&self, f: &mut impl FnMut(&Expr)) {
        f(self);
        for x in self.operands() {
            x.visit(f);
        }
    }

    /// Whether variable `v` occurs in the expression.
    pub fn mentions(&self, v: Var) -> bool {
        match self {
            Expr::Var(x) => *x == v,
            _ => self.operands().any(|x| x.mentions(v)),
        }
    }

    /// The same node with each operand replaced by `f(operand)` (a leaf is cloned): the
    /// recursion step of a rewrite that changes some nodes and rebuilds the rest.
    pub fn map_operands(&self, mut f: impl FnMut(&Expr) -> Expr) -> Expr {
        let mut b = |x: &Expr| Box::new(f(x));
        match self {
            Expr::Var(_) | Expr::Int(..) | Expr::Float(..) => self.clone(),
            Expr::Load { buffer, index } => Expr::Load {
                buffer: *buffer,
                index: b(index),
            },
            Expr::Unary(op, x) => Expr::Unary(*op, b(x)),
            Expr::Binary(op, x, y) => Expr::Binary(*op, b(x), b(y)),
            Expr::Cmp {
                op,
                total_order,
                lhs,
                rhs,
            } => Expr::Cmp {
                op: *op,
                total_order: *total_order,
                lhs: b(lhs),
                rhs: b(rhs),
            },
            Expr::Select(c, x, y) => Expr::Select(b(c), b(x), b(y)),
            Expr::Fma(x, y, z) => Expr::Fma(b(x), b(y), b(z)),
            Expr::Convert(t, x) => Expr::Convert(*t, b(x)),
            Expr::Bitcast(t, x) => Expr::Bitcast(*t, b(x)),
        }
    }
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `for var in 0..extent { body }`.
    Loop {
        var: Var,
        extent: i64,
        body: Vec<Stmt>,
        /// This loop's iterations may be split across threads (outermost loop only).
        parallel: bool,
        /// 1, or 4 when the loop may run four iterations at a time.
        vector_width: u8,
    },
    /// `var = value`.
    Assign { var: Var, value: Expr },
    /// `buffer[index] = value` (the value has the buffer's compute type).
    Store {
        buffer: u32,
        index: Expr,
        value: Expr,
    },
}

/// A kernel: its argument buffers, its variables' types and its body.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    pub name: String,
    pub buffers: Vec<BufferParam>,
    pub var_types: Vec<ScalarType>,
    pub body: Vec<Stmt>,
}

impl Kernel {
    pub fn new(name: impl Into<String>) -> Kernel {
        Kernel {
            name: name.into(),
            buffers: Vec::new(),
            var_types: Vec::new(),
            body: Vec::new(),
        }
    }

    /// A fresh variable of type `ty`.
    pub fn new_var(&mut self, ty: ScalarType) -> Var {
        self.var_types.push(ty);
        Var((self.var_types.len() - 1) as u32)
    }

    /// Adds a buffer to the argument table; returns its position.
    pub fn add_buffer(&mut self, param: BufferParam) -> u32 {
        self.buffers.push(param);
        (self.buffers.len() - 1) as u32
    }

    pub fn var_type(&self, v: Var) -> ScalarType {
        self.var_types[v.0 as usize]
    }

    /// The type of an expression's value (compute types: never F16/BF16).
    pub fn type_of(&self, e: &Expr) -> ScalarType {
        match e {
            Expr::Var(v) => self.var_type(*v),
            Expr::Int(_, t) | Expr::Float(_, t) => *t,
            Expr::Load { buffer, .. } => self.buffers[*buffer as usize].ty.compute_type(),
            Expr::Unary(UnaryOp::IsFinite, _) | Expr::Cmp { .. } => ScalarType::Pred,
            Expr::Unary(_, x) | Expr::Binary(_, x, _) => self.type_of(x),
            Expr::Select(_, a, _) | Expr::Fma(a, _, _) => self.type_of(a),
            Expr::Convert(t, _) | Expr::Bitcast(t, _) => t.compute_type(),
        }
    }

    /// The extent of the outermost parallel loop (1 when there is none): callers split
    /// `[0, extent)` across threads.
    pub fn parallel_extent(&self) -> i64 {
        match self.body.first() {
            Some(Stmt::Loop {
                extent,
                parallel: true,
                ..
            }) if self.body.len() == 1 => *extent,
            _ => 1,
        }
    }
}

/// The accumulator updates among `body`'s own statements, in statement order: an
/// `Assign { var: a, value: Binary(op, Var(a), x) }` for an associative `op` (add, mul,
/// max, min, and, or, xor), the only assignment to `a` in the body, whose `a` is read
/// nowhere else in the body (`x` included). A width-4 loop may carry these from one
/// iteration to the next (see the module comment).
pub fn accumulator_updates(body: &[Stmt]) -> Vec<(Var, BinaryOp, &Expr)> {
    let mut counts: std::collections::HashMap<Var, (usize, usize)> = Default::default();
    count_uses(body, &mut counts);
    body.iter()
        .filter_map(|s| match s {
            Stmt::Assign {
                var,
                value: Expr::Binary(op, acc, x),
            } if **acc == Expr::Var(*var)
                && matches!(
                    op,
                    BinaryOp::Add
                        | BinaryOp::Mul
                        | BinaryOp::Max
                        | BinaryOp::Min
                        | BinaryOp::And
                        | BinaryOp::Or
                        | BinaryOp::Xor
                )
                && counts.get(var) == Some(&(1, 1)) =>
            {
                Some((*var, *op, &**x))
            }
            _ => None,
        })
        .collect()
}

/// Per variable: (assignments, reads) in `stmts`, nested loops included.
fn count_uses(stmts: &[Stmt], counts: &mut std::collections::HashMap<Var, (usize, usize)>) {
    fn reads(e: &Expr, counts: &mut std::collections::HashMap<Var, (usize, usize)>) {
        match e {
            Expr::Var(v) => counts.entry(*v).or_default().1 += 1,
            Expr::Int(..) | Expr::Float(..) => {}
            Expr::Load { index, .. } => reads(index, counts),
            Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => reads(x, counts),
            Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
                reads(a, counts);
                reads(b, counts);
            }
            Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
                reads(c, counts);
                reads(a, counts);
                reads(b, counts);
            }
        }
    }
    for s in stmts {
        match s {
            Stmt::Loop { var, body, .. } => {
                counts.entry(*var).or_default().0 += 1;
                count_uses(body, counts);
            }
            Stmt::Assign { var, value } => {
                counts.entry(*var).or_default().0 += 1;
                reads(value, counts);
            }
            Stmt::Store { index, value, .. } => {
                reads(index, counts);
                reads(value, counts);
            }
        }
    }
}

/// Helpers to build expressions tersely.
pub mod build {
    use super::*;

    pub fn var(v: Var) -> Expr {
        Expr::Var(v)
    }

    pub fn i64c(x: i64) -> Expr {
        Expr::Int(x, ScalarType::S64)
    }

    pub fn load(buffer: u32, index: Expr) -> Expr {
        Expr::Load {
            buffer,
            index: Box::new(index),
        }
    }

    pub fn bin(op: BinaryOp, a: Expr, b: Expr) -> Expr {
        Expr::Binary(op, Box::new(a), Box::new(b))
    }

    pub fn add(a: Expr, b: Expr) -> Expr {
        bin(BinaryOp::Add, a, b)
    }

    pub fn mul(a: Expr, b: Expr) -> Expr {
        bin(BinaryOp::Mul, a, b)
    }

    pub fn un(op: UnaryOp, a: Expr) -> Expr {
        Expr::Unary(op, Box::new(a))
    }
}

/// Collects everything hashed into it as bytes, so that equal keys mean equal inputs (no
/// collisions, unlike a hash value).
struct KeyBytes(Vec<u8>);

impl std::hash::Hasher for KeyBytes {
    fn finish(&self) -> u64 {
        0
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }
}

impl Kernel {
    /// A byte string that is equal for two kernels exactly when they compile to the same code:
    /// everything but the kernel's and buffers' names, with float constants by their bits
    /// (so `0.0` and `-0.0` differ). Used to compile each distinct kernel of a module once.
    pub fn code_key(&self) -> Vec<u8> {
        use std::hash::Hash;
        let mut key = KeyBytes(Vec::new());
        for b in &self.buffers {
            (b.ty, &b.dims, b.writable, b.resident).hash(&mut key);
        }
        self.var_types.hash(&mut key);
        stmts_key(&self.body, &mut key);
        key.0
    }
}

fn stmts_key(stmts: &[Stmt], key: &mut KeyBytes) {
    use std::hash::Hash;
    stmts.len().hash(key);
    for s in stmts {
        match s {
            Stmt::Loop {
                var,
                extent,
                body,
                parallel,
                vector_width,
            } => {
                (0u8, var, extent, parallel, vector_width).hash(key);
                stmts_key(body, key);
            }
            Stmt::Assign { var, value } => {
                (1u8, var).hash(key);
                expr_key(value, key);
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                (2u8, buffer).hash(key);
                expr_key(index, key);
                expr_key(value, key);
            }
        }
    }
}

impl Expr {
    /// Whether `self` and `other` are the same expression, float constants compared by their
    /// bits: `==` (derived) says a NaN constant differs from itself, so an expression holding
    /// one never equals its own copy.
    pub fn same_bits(&self, other: &Expr) -> bool {
        let key = |e: &Expr| {
            let mut key = KeyBytes(Vec::new());
            expr_key(e, &mut key);
            key.0
        };
        key(self) == key(other)
    }
}

fn expr_key(e: &Expr, key: &mut KeyBytes) {
    use std::hash::Hash;
    match e {
        Expr::Var(v) => (0u8, v).hash(key),
        Expr::Int(x, t) => (1u8, x, t).hash(key),
        Expr::Float(x, t) => (2u8, x.to_bits(), t).hash(key),
        Expr::Load { buffer, index } => {
            (3u8, buffer).hash(key);
            expr_key(index, key);
        }
        Expr::Unary(op, x) => {
            (4u8, op).hash(key);
            expr_key(x, key);
        }
        Expr::Binary(op, a, b) => {
            (5u8, op).hash(key);
            expr_key(a, key);
            expr_key(b, key);
        }
        Expr::Cmp {
            op,
            total_order,
            lhs,
            rhs,
        } => {
            (6u8, op, total_order).hash(key);
            expr_key(lhs, key);
            expr_key(rhs, key);
        }
        Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
            (if matches!(e, Expr::Select(..)) {
                7u8
            } else {
                8u8
            })
            .hash(key);
            expr_key(c, key);
            expr_key(a, key);
            expr_key(b, key);
        }
        Expr::Convert(t, x) | Expr::Bitcast(t, x) => {
            (
                if matches!(e, Expr::Convert(..)) {
                    9u8
                } else {
                    10u8
                },
                t,
            )
                .hash(key);
            expr_key(x, key);
        }
    }
}
