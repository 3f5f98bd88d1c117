//! What the emitter accepts: exactly the kernels the reference interpreter's checker accepts
//! ([`crate::kir_eval::validate`], the one home of KIR's static rules), with expression trees
//! no deeper than [`MAX_EXPR_DEPTH`] because the emitter (and that checker) recurse over them.

use crate::kir::{Expr, Kernel, Stmt};

/// Expression trees deeper than this are refused rather than risking the stack.
pub const MAX_EXPR_DEPTH: usize = 1000;

pub fn validate(kernel: &Kernel) -> Result<(), String> {
    check_depths(&kernel.body).map_err(|e| format!("kernel {}: {e}", kernel.name))?;
    crate::kir_eval::validate(kernel)
}

fn check_depths(stmts: &[Stmt]) -> Result<(), String> {
    for s in stmts {
        match s {
            Stmt::Loop { body, .. } => check_depths(body)?,
            Stmt::Assign { value, .. } => check_depth(value, 0)?,
            Stmt::Store { index, value, .. } => {
                check_depth(index, 0)?;
                check_depth(value, 0)?;
            }
        }
    }
    Ok(())
}

/// Recursion here stops at the limit, so it is bounded however deep the tree is.
fn check_depth(e: &Expr, depth: usize) -> Result<(), String> {
    if depth > MAX_EXPR_DEPTH {
        return Err(format!("an expression nests deeper than {MAX_EXPR_DEPTH}"));
    }
    let d = depth + 1;
    match e {
        Expr::Var(_) | Expr::Int(..) | Expr::Float(..) => Ok(()),
        Expr::Load { index: x, .. }
        | Expr::Unary(_, x)
        | Expr::Convert(_, x)
        | Expr::Bitcast(_, x) => check_depth(x, d),
        Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
            check_depth(a, d)?;
            check_depth(b, d)
        }
        Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
            check_depth(c, d)?;
            check_depth(a, d)?;
            check_depth(b, d)
        }
    }
}
