//! The reference interpreter for kernels: the oracle the emitters are tested against.
//!
//! It walks the statement tree one scalar at a time with the exact semantics of
//! [`scalar`]. It checks the kernel first ([`validate`]) and every load and store index while
//! it runs, so a faulty kernel gives an error, never a panic or a silent out-of-bounds access.
//!
//! Two details make it a stricter oracle than a plain loop:
//! - `[start, end)` bounds the outermost parallel loop, as the kernel entry's arguments do,
//!   so a test can run a kernel in pieces and check that pieces do not interfere.
//! - A loop with `vector_width = 4` runs each full group of four iterations in reverse order.
//!   A legal vector loop has no dependence between iterations, so this changes nothing; a
//!   kernel that wrongly marked a dependent loop gives different results and fails its tests.
//!   Accumulator updates ([`crate::kir::accumulator_updates`]) are the exception the IR
//!   allows: within a group their operands are computed backwards with everything else, and
//!   the updates are applied afterwards in iteration order, as a vector emitter does.

pub mod scalar;
pub(crate) mod validate;

pub use scalar::Value;
pub use validate::validate;

use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};

/// Runs `kernel` on `buffers` (little-endian bytes, one per [`Kernel::buffers`] entry, of
/// exactly `element_count * byte_size` bytes). `[start, end)` is the range of the outermost
/// parallel loop to run; a kernel without one runs whole for `[0, 1)` and not at all for an
/// empty range.
pub fn run_kernel(
    kernel: &Kernel,
    buffers: &mut [Vec<u8>],
    start: i64,
    end: i64,
) -> Result<(), String> {
    validate(kernel)?;
    check_buffers(kernel, buffers)?;
    let mut machine = Machine {
        kernel,
        buffers,
        env: vec![None; kernel.var_types.len()],
        deferred: None,
    };
    let extent = kernel.parallel_extent();
    if start > end || start < 0 || end > extent {
        return Err(format!(
            "kernel {}: range [{start}, {end}) is outside [0, {extent})",
            kernel.name
        ));
    }
    let result = match kernel.body.as_slice() {
        [Stmt::Loop {
            var,
            body,
            parallel: true,
            vector_width,
            ..
        }] => machine.run_loop(*var, start, end, *vector_width, body),
        stmts if start < end => machine.run_stmts(stmts),
        _ => Ok(()),
    };
    result.map_err(|e| format!("kernel {}: {e}", kernel.name))
}

fn check_buffers(kernel: &Kernel, buffers: &[Vec<u8>]) -> Result<(), String> {
    if buffers.len() != kernel.buffers.len() {
        return Err(format!(
            "kernel {} takes {} buffers, got {}",
            kernel.name,
            kernel.buffers.len(),
            buffers.len()
        ));
    }
    for (i, (param, bytes)) in kernel.buffers.iter().zip(buffers).enumerate() {
        let want = param.element_count() as u128 * param.ty.byte_size() as u128;
        if bytes.len() as u128 != want {
            return Err(format!(
                "kernel {}: buffer {i} ({}) has {} bytes, expected {want}",
                kernel.name,
                param.name,
                bytes.len()
            ));
        }
    }
    Ok(())
}

struct Machine<'a> {
    kernel: &'a Kernel,
    buffers: &'a mut [Vec<u8>],
    env: Vec<Option<Value>>,
    /// In a group of a width-4 loop with accumulators: the updates waiting to be applied.
    deferred: Option<Deferred>,
}

/// Accumulator updates of one group of four iterations, applied after the group.
struct Deferred {
    accs: Vec<(Var, BinaryOp)>,
    lane: i64,
    /// (iteration, accumulator, op, operand) in the order they were computed.
    pending: Vec<(i64, Var, BinaryOp, Value)>,
}

impl Machine<'_> {
    fn run_stmts(&mut self, stmts: &[Stmt]) -> Result<(), String> {
        stmts.iter().try_for_each(|s| self.run_stmt(s))
    }

    fn run_stmt(&mut self, stmt: &Stmt) -> Result<(), String> {
        match stmt {
            Stmt::Loop {
                var,
                extent,
                body,
                vector_width,
                ..
            } => self.run_loop(*var, 0, *extent, *vector_width, body),
            Stmt::Assign { var, value } => {
                if let Some(d) = &self.deferred {
                    if let Some(&(_, op)) = d.accs.iter().find(|(a, _)| a == var) {
                        let Expr::Binary(_, _, x) = value else {
                            return Err(format!("v{} is not an accumulator update", var.0));
                        };
                        let x = self.eval(x)?;
                        let lane = d.lane;
                        if let Some(d) = &mut self.deferred {
                            d.pending.push((lane, *var, op, x));
                        }
                        return Ok(());
                    }
                }
                let v = self.eval(value)?;
                self.env[var.0 as usize] = Some(v);
                Ok(())
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                let i = self.eval_index(index)?;
                let v = self.eval(value)?;
                let (ty, range) = self.element(*buffer, i)?;
                scalar::encode(ty, v, &mut self.buffers[*buffer as usize][range])
            }
        }
    }

    /// Iterations `lo..hi`; full groups of four in a vector loop run backwards (see the
    /// module comment).
    fn run_loop(
        &mut self,
        var: Var,
        lo: i64,
        hi: i64,
        vector_width: u8,
        body: &[Stmt],
    ) -> Result<(), String> {
        let outer = self.deferred.take();
        let accs: Vec<(Var, BinaryOp)> = if vector_width == 4 {
            crate::kir::accumulator_updates(body)
                .into_iter()
                .map(|(a, op, _)| (a, op))
                .collect()
        } else {
            Vec::new()
        };
        let mut i = lo;
        let result = (|| {
            while i < hi {
                let group = if vector_width == 4 && hi - i >= 4 {
                    4
                } else {
                    1
                };
                let defer = group == 4 && !accs.is_empty();
                for lane in (0..group).rev() {
                    if defer {
                        let pending = self.deferred.take().map(|d| d.pending);
                        self.deferred = Some(Deferred {
                            accs: accs.clone(),
                            lane,
                            pending: pending.unwrap_or_default(),
                        });
                    }
                    self.env[var.0 as usize] =
                        Some(Value::Int((i + lane) as i128, ScalarType::S64));
                    self.run_stmts(body)?;
                }
                if let Some(mut d) = self.deferred.take() {
                    d.pending.sort_by_key(|p| p.0);
                    for (_, acc, op, x) in d.pending {
                        let cur = self.env[acc.0 as usize]
                            .ok_or_else(|| format!("v{} is unset", acc.0))?;
                        self.env[acc.0 as usize] = Some(scalar::binary(op, cur, x)?);
                    }
                }
                i += group;
            }
            Ok(())
        })();
        self.deferred = outer;
        result
    }

    /// The type and byte range of element `i` of `buffer`, or an out-of-bounds error.
    fn element(&self, buffer: u32, i: i64) -> Result<(ScalarType, std::ops::Range<usize>), String> {
        let param = &self.kernel.buffers[buffer as usize];
        if i < 0 || i >= param.element_count() {
            return Err(format!(
                "index {i} is out of bounds for buffer {buffer} ({}) of {} elements",
                param.name,
                param.element_count()
            ));
        }
        let size = param.ty.byte_size();
        let at = i as usize * size;
        Ok((param.ty, at..at + size))
    }

    fn eval_index(&self, e: &Expr) -> Result<i64, String> {
        let v = self.eval(e)?;
        v.as_int()
            .and_then(|x| i64::try_from(x).ok())
            .ok_or_else(|| format!("index {v:?} is not an s64"))
    }

    fn eval(&self, e: &Expr) -> Result<Value, String> {
        match e {
            Expr::Var(v) => self.env[v.0 as usize].ok_or_else(|| format!("v{} is unset", v.0)),
            Expr::Int(x, ScalarType::Pred) => Ok(Value::Pred(*x != 0)),
            Expr::Int(x, t) => Ok(Value::Int(scalar::wrap(*x as i128, *t), *t)),
            Expr::Float(x, t) => Ok(if *t == ScalarType::F64 {
                Value::F64(*x)
            } else {
                Value::F32(*x as f32)
            }),
            Expr::Load { buffer, index } => {
                let i = self.eval_index(index)?;
                let (ty, range) = self.element(*buffer, i)?;
                Ok(scalar::decode(ty, &self.buffers[*buffer as usize][range]))
            }
            Expr::Unary(op, x) => scalar::unary(*op, self.eval(x)?),
            Expr::Binary(op, a, b) => scalar::binary(*op, self.eval(a)?, self.eval(b)?),
            Expr::Cmp {
                op,
                total_order,
                lhs,
                rhs,
            } => scalar::compare(*op, *total_order, self.eval(lhs)?, self.eval(rhs)?)
                .map(Value::Pred),
            // Both branches are evaluated, as emitters do: a kernel may not rely on a branch
            // being skipped (its loads must be in bounds either way).
            Expr::Fma(a, b, c) => match (self.eval(a)?, self.eval(b)?, self.eval(c)?) {
                (Value::F32(a), Value::F32(b), Value::F32(c)) => Ok(Value::F32(a.mul_add(b, c))),
                (Value::F64(a), Value::F64(b), Value::F64(c)) => Ok(Value::F64(a.mul_add(b, c))),
                other => Err(format!("fma on {other:?}")),
            },
            Expr::Select(c, a, b) => {
                let (c, a, b) = (self.eval(c)?, self.eval(a)?, self.eval(b)?);
                match c {
                    Value::Pred(true) => Ok(a),
                    Value::Pred(false) => Ok(b),
                    other => Err(format!("select condition {other:?} is not a pred")),
                }
            }
            Expr::Convert(t, x) => Ok(scalar::convert(*t, self.eval(x)?)),
            Expr::Bitcast(t, x) => scalar::bitcast(*t, self.eval(x)?),
        }
    }
}
