//! Fusion-friendly patterns: softmax and log-softmax along an axis, layer normalization, a
//! dot with a bias and an activation, sibling reductions of one input, select/compare/convert
//! chains across types, and a chain of index ops. Each is a builder method on a given value
//! (the random mix calls them on random values), and [`fixed_patterns`] lists a spread of
//! them over odd shapes, every axis and several types, each as a module of its own.

use super::fusion_ops::ODD_EXTENTS;
use super::{Builder, Flavor, Ty, Val};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    None,
    Tanh,
    Logistic,
    Relu,
}

/// One fusion-friendly module, described by its parameters.
#[derive(Clone, Debug)]
pub enum Pattern {
    Softmax {
        ty: Ty,
        dims: Vec<i64>,
        axis: usize,
        log: bool,
    },
    LayerNorm {
        ty: Ty,
        dims: Vec<i64>,
        axis: usize,
    },
    /// `activation(dot(x[m,k], w) + bias[n])`, `w` stored `[k,n]` or transposed `[n,k]`.
    DotEpilogue {
        ty: Ty,
        m: i64,
        k: i64,
        n: i64,
        rhs_transposed: bool,
        activation: Activation,
    },
    /// Add, max and min of one input over the same dimensions, plus the sum of squares.
    SiblingReductions {
        ty: Ty,
        dims: Vec<i64>,
        reduced: Vec<usize>,
    },
    /// Convert to each of `tys` in turn, comparing and selecting at every step.
    TypeChain {
        dims: Vec<i64>,
        tys: Vec<Ty>,
    },
    /// transpose, slice, pad, reverse, concatenate, iota, reshape and dynamic-slice of a
    /// rank-2 f32 value, each feeding an elementwise op.
    IndexChain {
        dims: [i64; 2],
    },
}

impl Pattern {
    /// The module text: parameters, the pattern, and its unused values as outputs.
    pub fn module(&self) -> String {
        // Fixed words for the few choices a pattern makes (partners, comparison directions).
        let words: Vec<u32> = (1..=64u32)
            .map(|i| i.wrapping_mul(0x9E37_79B9) >> 7)
            .collect();
        let mut b = Builder::with_flavor(&words, Flavor::Fusion);
        match self {
            Pattern::Softmax {
                ty,
                dims,
                axis,
                log,
            } => {
                let x = b.parameter_of(*ty, dims.clone());
                b.softmax(&x, *axis, *log);
            }
            Pattern::LayerNorm { ty, dims, axis } => {
                let x = b.parameter_of(*ty, dims.clone());
                b.layer_norm(&x, *axis);
            }
            Pattern::DotEpilogue {
                ty,
                m,
                k,
                n,
                rhs_transposed,
                activation,
            } => {
                let x = b.parameter_of(*ty, vec![*m, *k]);
                b.dot_epilogue(&x, *n, *rhs_transposed, *activation);
            }
            Pattern::SiblingReductions { ty, dims, reduced } => {
                let x = b.parameter_of(*ty, dims.clone());
                b.sibling_reductions(&x, reduced);
            }
            Pattern::TypeChain { dims, tys } => {
                let x = b.parameter_of(Ty::F32, dims.clone());
                b.type_chain(&x, tys);
            }
            Pattern::IndexChain { dims } => {
                let x = b.parameter_of(Ty::F32, dims.to_vec());
                b.index_chain(&x);
            }
        }
        b.finish()
    }
}

/// All dimensions of a rank-`rank` shape except `axis`.
fn others(rank: usize, axis: usize) -> Vec<usize> {
    (0..rank).filter(|&d| d != axis).collect()
}

fn without(dims: &[i64], axis: usize) -> Vec<i64> {
    let mut dims = dims.to_vec();
    dims.remove(axis);
    dims
}

impl Builder<'_> {
    fn binary_op(&mut self, op: &str, a: &Val, b: &Val) -> Val {
        let rhs = format!("{op}({}, {})", a.name, b.name);
        self.emit(op, a.ty, a.dims.clone(), rhs)
    }

    fn unary_op(&mut self, op: &str, a: &Val) -> Val {
        self.emit(op, a.ty, a.dims.clone(), format!("{op}({})", a.name))
    }

    /// A scalar constant broadcast to `dims`.
    fn splat(&mut self, ty: Ty, text: &str, dims: &[i64]) -> Val {
        let c = self.emit("c", ty, vec![], format!("constant({text})"));
        self.broadcast_to(&c, dims.to_vec(), &[])
    }

    /// `r` (the result of reducing `axis` away) broadcast back to `dims`.
    fn expand(&mut self, r: &Val, dims: &[i64], axis: usize) -> Val {
        self.broadcast_to(r, dims.to_vec(), &others(dims.len(), axis))
    }

    /// Softmax of `x` along `axis` (max-subtracted), or log-softmax.
    pub fn softmax(&mut self, x: &Val, axis: usize, log: bool) -> Val {
        let max = self.reduce_over(x, "maximum", &[axis]);
        let max = self.expand(&max, &x.dims, axis);
        let shifted = self.binary_op("subtract", x, &max);
        let exp = self.unary_op("exponential", &shifted);
        let sum = self.reduce_over(&exp, "add", &[axis]);
        if log {
            let log_sum = self.unary_op("log", &sum);
            let log_sum = self.expand(&log_sum, &x.dims, axis);
            self.binary_op("subtract", &shifted, &log_sum)
        } else {
            let sum = self.expand(&sum, &x.dims, axis);
            self.binary_op("divide", &exp, &sum)
        }
    }

    /// `(x - mean) * rsqrt(variance + 1e-5) * gamma + beta` along `axis`, with `gamma` and
    /// `beta` parameters of `x.dims[axis]` elements.
    pub fn layer_norm(&mut self, x: &Val, axis: usize) -> Val {
        let reduced_dims = without(&x.dims, axis);
        let count = self.splat(x.ty, &x.dims[axis].to_string(), &reduced_dims);
        let sum = self.reduce_over(x, "add", &[axis]);
        let mean = self.binary_op("divide", &sum, &count);
        let mean = self.expand(&mean, &x.dims, axis);
        let centered = self.binary_op("subtract", x, &mean);
        let squares = self.binary_op("multiply", &centered, &centered);
        let sum_squares = self.reduce_over(&squares, "add", &[axis]);
        let variance = self.binary_op("divide", &sum_squares, &count);
        let epsilon = self.splat(x.ty, "1e-05", &reduced_dims);
        let variance = self.binary_op("add", &variance, &epsilon);
        let scale = self.unary_op("rsqrt", &variance);
        let scale = self.expand(&scale, &x.dims, axis);
        let normed = self.binary_op("multiply", &centered, &scale);
        let gamma = self.parameter_of(x.ty, vec![x.dims[axis]]);
        let gamma = self.broadcast_to(&gamma, x.dims.clone(), &[axis]);
        let beta = self.parameter_of(x.ty, vec![x.dims[axis]]);
        let beta = self.broadcast_to(&beta, x.dims.clone(), &[axis]);
        let scaled = self.binary_op("multiply", &normed, &gamma);
        self.binary_op("add", &scaled, &beta)
    }

    /// `activation(dot(x, w) + bias)` for `x` of rank 2 and a new weight parameter `w`.
    pub fn dot_epilogue(
        &mut self,
        x: &Val,
        n: i64,
        rhs_transposed: bool,
        activation: Activation,
    ) -> Val {
        let (m, k) = (x.dims[0], x.dims[1]);
        let (w_dims, rhs_contracting) = if rhs_transposed {
            (vec![n, k], 1)
        } else {
            (vec![k, n], 0)
        };
        let w = self.parameter_of(x.ty, w_dims);
        let rhs = format!(
            "dot({}, {}), lhs_contracting_dims={{1}}, rhs_contracting_dims={{{rhs_contracting}}}",
            x.name, w.name
        );
        let product = self.emit("dot", x.ty, vec![m, n], rhs);
        let bias = self.parameter_of(x.ty, vec![n]);
        let bias = self.broadcast_to(&bias, vec![m, n], &[1]);
        let biased = self.binary_op("add", &product, &bias);
        match activation {
            Activation::None => biased,
            Activation::Tanh => self.unary_op("tanh", &biased),
            Activation::Logistic => self.unary_op("logistic", &biased),
            Activation::Relu => {
                let zero = self.splat(x.ty, "0", &[m, n]);
                self.binary_op("maximum", &biased, &zero)
            }
        }
    }

    /// Sum, max and min of `x` over `reduced`, and the sum of its squares: four reductions
    /// of one input that a multi-output fusion computes in one pass.
    pub fn sibling_reductions(&mut self, x: &Val, reduced: &[usize]) -> Val {
        self.reduce_over(x, "add", reduced);
        self.reduce_over(x, "maximum", reduced);
        self.reduce_over(x, "minimum", reduced);
        let squares = self.binary_op("multiply", x, x);
        self.reduce_over(&squares, "add", reduced)
    }

    /// For each type in `tys`: convert the current value to it, compare it with a partner,
    /// and select between the two (pred values are combined with xor instead).
    pub fn type_chain(&mut self, x: &Val, tys: &[Ty]) -> Val {
        let mut v = x.clone();
        for &ty in tys {
            let converted = self.emit("cvt", ty, v.dims.clone(), format!("convert({})", v.name));
            let other = self.partner(&converted);
            if ty == Ty::Pred {
                v = self.binary_op("xor", &converted, &other);
                continue;
            }
            let direction = self.c.pick(&["LT", "GE", "EQ", "NE"]);
            let rhs = format!(
                "compare({}, {}), direction={direction}",
                converted.name, other.name
            );
            let pick = self.emit("cmp", Ty::Pred, v.dims.clone(), rhs);
            let rhs = format!("select({}, {}, {})", pick.name, converted.name, other.name);
            v = self.emit("sel", ty, v.dims.clone(), rhs);
        }
        v
    }

    /// Index ops of a rank-2 value, each followed by an elementwise op so they fuse.
    pub fn index_chain(&mut self, x: &Val) -> Val {
        let (a, b) = (x.dims[0], x.dims[1]);
        let t = self.emit(
            "tr",
            x.ty,
            vec![b, a],
            format!("transpose({}), dimensions={{1,0}}", x.name),
        );
        let t = self.unary_op("exponential", &t);
        let rows = (b + 1) / 2;
        let s = self.emit(
            "sl",
            x.ty,
            vec![rows, a],
            format!("slice({}), slice={{[0:{b}:2], [0:{a}]}}", t.name),
        );
        let zero = self.emit("c", x.ty, vec![], "constant(0.5)".into());
        let padded_cols = a + 2 + (a - 1);
        let p = self.emit(
            "pad",
            x.ty,
            vec![rows + 1, padded_cols],
            format!("pad({}, {}), padding=1_0x0_2_1", s.name, zero.name),
        );
        let r = self.emit(
            "rev",
            x.ty,
            p.dims.clone(),
            format!("reverse({}), dimensions={{0,1}}", p.name),
        );
        let r = self.binary_op("multiply", &r, &p);
        let cat_dims = vec![2 * (rows + 1), padded_cols];
        let c = self.emit(
            "cat",
            x.ty,
            cat_dims.clone(),
            format!("concatenate({}, {}), dimensions={{0}}", r.name, p.name),
        );
        let iota = self.emit(
            "iota",
            x.ty,
            cat_dims.clone(),
            "iota(), iota_dimension=1".into(),
        );
        let c = self.binary_op("add", &c, &iota);
        let flat = cat_dims[0] * cat_dims[1];
        let f = self.emit("rs", x.ty, vec![flat], format!("reshape({})", c.name));
        let start = self.parameter_of(Ty::S32, vec![]);
        let size = flat.min(17);
        let rhs = format!(
            "dynamic-slice({}, {}), dynamic_slice_sizes={{{size}}}",
            f.name, start.name
        );
        let d = self.emit("ds", x.ty, vec![size], rhs);
        self.unary_op("tanh", &d)
    }
}

/// The random mix's entry points to the patterns, with random arguments.
impl Builder<'_> {
    pub(super) fn random_softmax(&mut self) -> Val {
        let x = self.float_operand();
        let axis = self.c.below(x.dims.len());
        let log = self.c.below(2) == 0;
        self.softmax(&x, axis, log)
    }

    pub(super) fn random_layer_norm(&mut self) -> Val {
        // Plus a parameter: the layer norm of a row of equal values is all rounding error.
        let x = self.float_operand();
        let noise = self.parameter_of(x.ty, x.dims.clone());
        let x = self.binary_op("add", &x, &noise);
        let axis = self.c.below(x.dims.len());
        self.layer_norm(&x, axis)
    }

    pub(super) fn random_dot_epilogue(&mut self) -> Val {
        let x = self.float_operand();
        let x = if x.dims.len() == 2 {
            x
        } else {
            let dims = vec![self.c.pick(&ODD_EXTENTS), self.c.pick(&ODD_EXTENTS)];
            self.parameter_of(x.ty, dims)
        };
        let n = self.c.pick(&ODD_EXTENTS);
        let transposed = self.c.below(2) == 0;
        let activation = self.c.pick(&[
            Activation::None,
            Activation::Tanh,
            Activation::Logistic,
            Activation::Relu,
        ]);
        self.dot_epilogue(&x, n, transposed, activation)
    }

    pub(super) fn random_sibling_reductions(&mut self) -> Val {
        let x = self.any_val();
        let x = if x.dims.is_empty() || x.ty == Ty::Pred {
            self.float_operand()
        } else {
            x
        };
        let reduced = self.some_dims(&x);
        let x = self.exact_enough_to_sum(&x, &reduced);
        self.sibling_reductions(&x, &reduced)
    }

    pub(super) fn random_type_chain(&mut self) -> Val {
        let x = self.any_val();
        let tys: Vec<Ty> = (0..1 + self.c.below(3))
            .map(|_| self.c.pick(&Ty::ALL))
            .collect();
        self.type_chain(&x, &tys)
    }
}

/// Every (shape, axis) pair of softmax and layer-norm cases.
const AXIS_SHAPES: &[&[i64]] = &[
    &[17],
    &[1, 17],
    &[17, 1],
    &[5, 17],
    &[17, 5],
    &[3, 5, 17],
    &[2, 3, 5],
];

/// The fixed list of patterns: f32 softmax, log-softmax and layer norm along every axis of
/// odd shapes (and f64/bf16 on one shape), dots with every activation, sibling reductions
/// over rows, columns and both, type chains and index chains.
pub fn fixed_patterns() -> Vec<Pattern> {
    let mut out = Vec::new();
    for dims in AXIS_SHAPES {
        for axis in 0..dims.len() {
            for log in [false, true] {
                out.push(Pattern::Softmax {
                    ty: Ty::F32,
                    dims: dims.to_vec(),
                    axis,
                    log,
                });
            }
            out.push(Pattern::LayerNorm {
                ty: Ty::F32,
                dims: dims.to_vec(),
                axis,
            });
        }
    }
    for ty in [Ty::F64, Ty::Bf16] {
        for axis in 0..2 {
            out.push(Pattern::Softmax {
                ty,
                dims: vec![5, 17],
                axis,
                log: false,
            });
            out.push(Pattern::LayerNorm {
                ty,
                dims: vec![5, 17],
                axis,
            });
        }
    }
    let activations = [
        Activation::None,
        Activation::Tanh,
        Activation::Logistic,
        Activation::Relu,
    ];
    for (i, (m, k, n)) in [(1, 17, 3), (5, 17, 5), (17, 3, 17), (3, 5, 1), (17, 17, 17)]
        .into_iter()
        .enumerate()
    {
        for (j, activation) in activations.into_iter().enumerate() {
            out.push(Pattern::DotEpilogue {
                ty: if (i + j) % 5 == 4 { Ty::F64 } else { Ty::F32 },
                m,
                k,
                n,
                rhs_transposed: (i + j) % 2 == 1,
                activation,
            });
        }
    }
    for ty in [Ty::F32, Ty::S32, Ty::F64, Ty::Bf16] {
        for (dims, reduced) in [
            (vec![5, 17], vec![0]),
            (vec![5, 17], vec![1]),
            (vec![17, 3], vec![0, 1]),
            (vec![3, 5, 17], vec![1]),
            (vec![3, 5, 17], vec![0, 2]),
        ] {
            let terms: i64 = reduced.iter().map(|&d| dims[d]).product();
            if ty == Ty::Bf16 && terms > 17 {
                continue; // see `Builder::exact_enough_to_sum`
            }
            out.push(Pattern::SiblingReductions { ty, dims, reduced });
        }
    }
    for tys in [
        vec![Ty::S32, Ty::Pred, Ty::Bf16, Ty::F64],
        vec![Ty::Bf16, Ty::S32, Ty::F32],
        vec![Ty::F64, Ty::Pred, Ty::S32, Ty::F32],
        vec![Ty::Pred, Ty::F32, Ty::Bf16],
    ] {
        for dims in [vec![17], vec![3, 5], vec![5, 17]] {
            out.push(Pattern::TypeChain {
                dims,
                tys: tys.clone(),
            });
        }
    }
    for dims in [[5, 17], [3, 5], [17, 3], [1, 17], [17, 1]] {
        out.push(Pattern::IndexChain { dims });
    }
    out
}
