//! The kernel checker: every rule in [`crate::kir`]'s contract that can be checked statically.
//!
//! Emitters may assume a kernel that passes is well typed: every variable is defined before
//! it is read (loop variables inside their loop, other variables by an earlier assignment in
//! an enclosing or the same block), buffer numbers are in range, stores go to writable
//! buffers, each operation is applied to types it is defined on, and loop annotations are
//! ones emitters understand.

use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, UnaryOp};

/// Checks `kernel` against the kernel IR's rules; the error names the first violation.
pub fn validate(kernel: &Kernel) -> Result<(), String> {
    let at = |e: String| format!("kernel {}: {e}", kernel.name);
    for (i, b) in kernel.buffers.iter().enumerate() {
        if b.dims.iter().any(|&d| d < 0) {
            return Err(at(format!(
                "buffer {i} ({}) has a negative dimension",
                b.name
            )));
        }
    }
    let mut scope = Scope {
        kernel,
        defined: vec![false; kernel.var_types.len()],
        loop_vars: vec![false; kernel.var_types.len()],
    };
    let top_level_loop_ok = kernel.body.len() == 1;
    scope.stmts(&kernel.body, top_level_loop_ok).map_err(at)
}

/// What is visible at a point of the body.
#[derive(Clone)]
struct Scope<'k> {
    kernel: &'k Kernel,
    defined: Vec<bool>,
    loop_vars: Vec<bool>,
}

impl Scope<'_> {
    fn stmts(&mut self, stmts: &[Stmt], may_be_parallel: bool) -> Result<(), String> {
        stmts.iter().try_for_each(|s| self.stmt(s, may_be_parallel))
    }

    fn stmt(&mut self, stmt: &Stmt, may_be_parallel: bool) -> Result<(), String> {
        match stmt {
            Stmt::Loop {
                var,
                extent,
                body,
                parallel,
                vector_width,
            } => {
                let annotations = (*parallel && !may_be_parallel, *vector_width);
                self.loop_stmt(var.0 as usize, *extent, annotations, body)
            }
            Stmt::Assign { var, value } => {
                let v = var.0 as usize;
                let want = self.var_type(v)?;
                if self.loop_vars[v] {
                    return Err(format!("assignment to loop variable v{v}"));
                }
                let got = self.expr(value)?;
                if got != want {
                    return Err(format!("v{v} is {want} but is assigned a {got}"));
                }
                self.defined[v] = true;
                Ok(())
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                let b = self.buffer(*buffer)?;
                if !b.writable {
                    return Err(format!("store to read-only buffer {buffer} ({})", b.name));
                }
                self.index(index)?;
                let got = self.expr(value)?;
                if got != b.ty.compute_type() {
                    return Err(format!("store of a {got} into buffer {buffer} of {}", b.ty));
                }
                Ok(())
            }
        }
    }

    /// A loop over `v`; `annotations` are (parallel where it may not be, vector width).
    fn loop_stmt(
        &self,
        v: usize,
        extent: i64,
        annotations: (bool, u8),
        body: &[Stmt],
    ) -> Result<(), String> {
        if self.var_type(v)? != ScalarType::S64 {
            return Err(format!("loop variable v{v} is not s64"));
        }
        if self.defined[v] {
            return Err(format!("loop variable v{v} is already defined here"));
        }
        if extent < 0 {
            return Err(format!("loop over v{v} has negative extent {extent}"));
        }
        match annotations {
            (true, _) => Err(format!(
                "loop over v{v} is parallel but is not the body's only statement"
            )),
            (_, 1 | 4) => {
                // Variables assigned inside the loop are not visible after it.
                let mut inner = self.clone();
                inner.defined[v] = true;
                inner.loop_vars[v] = true;
                inner.stmts(body, false)
            }
            (_, w) => Err(format!("loop over v{v} has vector width {w}")),
        }
    }

    fn var_type(&self, v: usize) -> Result<ScalarType, String> {
        match self.kernel.var_types.get(v) {
            Some(&ScalarType::F16) | Some(&ScalarType::BF16) => {
                Err(format!("v{v} has a storage-only type"))
            }
            Some(&t) => Ok(t),
            None => Err(format!("variable v{v} has no type")),
        }
    }

    fn buffer(&self, b: u32) -> Result<&crate::kir::BufferParam, String> {
        self.kernel
            .buffers
            .get(b as usize)
            .ok_or_else(|| format!("there is no buffer {b}"))
    }

    fn index(&self, index: &Expr) -> Result<(), String> {
        match self.expr(index)? {
            ScalarType::S64 => Ok(()),
            t => Err(format!("an index is {t}, not s64")),
        }
    }

    /// The type of `e`, checking every rule on the way.
    fn expr(&self, e: &Expr) -> Result<ScalarType, String> {
        match e {
            Expr::Var(v) => {
                let v = v.0 as usize;
                let t = self.var_type(v)?;
                if !self.defined[v] {
                    return Err(format!("v{v} is read before it is defined"));
                }
                Ok(t)
            }
            Expr::Int(x, t) => match t {
                ScalarType::Pred if !matches!(x, 0 | 1) => Err(format!("pred constant {x}")),
                t if t.is_float() => Err(format!("integer constant of type {t}")),
                t => Ok(*t),
            },
            Expr::Float(_, t) => match t {
                ScalarType::F32 | ScalarType::F64 => Ok(*t),
                t => Err(format!("float constant of type {t}")),
            },
            Expr::Load { buffer, index } => {
                self.index(index)?;
                Ok(self.buffer(*buffer)?.ty.compute_type())
            }
            Expr::Unary(op, x) => unary_type(*op, self.expr(x)?),
            Expr::Binary(op, a, b) => {
                let (ta, tb) = (self.expr(a)?, self.expr(b)?);
                if ta != tb {
                    return Err(format!("{op:?} of {ta} and {tb}"));
                }
                binary_type(*op, ta)
            }
            Expr::Cmp {
                total_order,
                lhs,
                rhs,
                ..
            } => {
                let (ta, tb) = (self.expr(lhs)?, self.expr(rhs)?);
                if ta != tb {
                    return Err(format!("comparison of {ta} and {tb}"));
                }
                if *total_order && !ta.is_float() {
                    return Err(format!("total-order comparison of {ta}"));
                }
                Ok(ScalarType::Pred)
            }
            Expr::Fma(a, b, c) => {
                let (ta, tb, tc) = (self.expr(a)?, self.expr(b)?, self.expr(c)?);
                if ta != tb || ta != tc || !matches!(ta, ScalarType::F32 | ScalarType::F64) {
                    return Err(format!("fma on {ta}, {tb}, {tc}"));
                }
                Ok(ta)
            }
            Expr::Select(c, a, b) => {
                let tc = self.expr(c)?;
                let (ta, tb) = (self.expr(a)?, self.expr(b)?);
                if tc != ScalarType::Pred || ta != tb {
                    return Err(format!("select on a {tc} between {ta} and {tb}"));
                }
                Ok(ta)
            }
            Expr::Convert(t, x) => {
                self.expr(x)?;
                Ok(t.compute_type())
            }
            Expr::Bitcast(t, x) => bitcast_type(self.expr(x)?, *t),
        }
    }
}

/// Bitcasts keep the width and never involve pred.
fn bitcast_type(from: ScalarType, to: ScalarType) -> Result<ScalarType, String> {
    if from == ScalarType::Pred || to == ScalarType::Pred {
        return Err(format!("bitcast of {from} to {to}"));
    }
    if from.byte_size() != to.byte_size() {
        return Err(format!("bitcast of {from} to {to} changes the width"));
    }
    Ok(to.compute_type())
}

pub(crate) fn unary_type(op: UnaryOp, t: ScalarType) -> Result<ScalarType, String> {
    use UnaryOp::*;
    let ok = match op {
        Not => !t.is_float(),
        Neg | Abs | Sign => t != ScalarType::Pred,
        Clz | Popcnt => t.is_signed_int() || t.is_unsigned_int(),
        _ => t.is_float(),
    };
    match (ok, op) {
        (false, _) => Err(format!("{op:?} is not defined on {t}")),
        (true, IsFinite) => Ok(ScalarType::Pred),
        (true, _) => Ok(t),
    }
}

pub(crate) fn binary_type(op: BinaryOp, t: ScalarType) -> Result<ScalarType, String> {
    use BinaryOp::*;
    let ok = match op {
        Add | Sub | Mul | Div | Rem | Pow => t != ScalarType::Pred,
        Max | Min => true,
        Atan2 => t.is_float(),
        And | Or | Xor => !t.is_float(),
        Shl | ShrArithmetic | ShrLogical => t.is_signed_int() || t.is_unsigned_int(),
    };
    if ok {
        Ok(t)
    } else {
        Err(format!("{op:?} is not defined on {t}"))
    }
}
