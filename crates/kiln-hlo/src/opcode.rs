//! The instruction set: every opcode XLA's HLO text format names.

use std::fmt;

/// How many operands an opcode takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Fixed(usize),
    Variadic,
}

macro_rules! opcodes {
    ($($variant:ident => $text:literal, $arity:expr;)*) => {
        /// An HLO opcode. The text name is XLA's (`exponential`, `opt-barrier`, ...).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($variant,)* }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The HLO text name.
            pub const fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $text,)* }
            }

            /// Parses an HLO text opcode name.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name { $($text => Some(Opcode::$variant),)* _ => None }
            }

            /// The number of operands, as XLA declares it.
            pub fn arity(self) -> Arity {
                match self { $(Opcode::$variant => $arity,)* }
            }
        }
    };
}

const V: Arity = Arity::Variadic;
const fn n(k: usize) -> Arity {
    Arity::Fixed(k)
}

opcodes! {
    Abs => "abs", n(1);
    Add => "add", n(2);
    AddDependency => "add-dependency", n(2);
    AfterAll => "after-all", V;
    AllGather => "all-gather", V;
    AllGatherDone => "all-gather-done", n(1);
    AllGatherStart => "all-gather-start", V;
    AllReduce => "all-reduce", V;
    AllReduceDone => "all-reduce-done", n(1);
    AllReduceStart => "all-reduce-start", V;
    AllToAll => "all-to-all", V;
    And => "and", n(2);
    AsyncDone => "async-done", n(1);
    AsyncStart => "async-start", V;
    AsyncUpdate => "async-update", n(1);
    Atan2 => "atan2", n(2);
    BatchNormGrad => "batch-norm-grad", n(5);
    BatchNormInference => "batch-norm-inference", n(5);
    BatchNormTraining => "batch-norm-training", n(3);
    Bitcast => "bitcast", n(1);
    BitcastConvert => "bitcast-convert", n(1);
    Broadcast => "broadcast", n(1);
    Call => "call", V;
    Cbrt => "cbrt", n(1);
    Ceil => "ceil", n(1);
    Cholesky => "cholesky", n(1);
    Clamp => "clamp", n(3);
    Clz => "count-leading-zeros", n(1);
    CollectiveBroadcast => "collective-broadcast", V;
    CollectivePermute => "collective-permute", V;
    CollectivePermuteDone => "collective-permute-done", n(1);
    CollectivePermuteStart => "collective-permute-start", V;
    Compare => "compare", n(2);
    Complex => "complex", n(2);
    Concatenate => "concatenate", V;
    Conditional => "conditional", V;
    Constant => "constant", n(0);
    Convert => "convert", n(1);
    Convolution => "convolution", n(2);
    Copy => "copy", n(1);
    CopyDone => "copy-done", n(1);
    CopyStart => "copy-start", n(1);
    Cosine => "cosine", n(1);
    CustomCall => "custom-call", V;
    Divide => "divide", n(2);
    Domain => "domain", n(1);
    Dot => "dot", V;
    DynamicReshape => "dynamic-reshape", V;
    DynamicSlice => "dynamic-slice", V;
    DynamicUpdateSlice => "dynamic-update-slice", V;
    Erf => "erf", n(1);
    Exp => "exponential", n(1);
    Expm1 => "exponential-minus-one", n(1);
    Fft => "fft", n(1);
    Floor => "floor", n(1);
    Fusion => "fusion", V;
    Gather => "gather", n(2);
    GetDimensionSize => "get-dimension-size", n(1);
    GetTupleElement => "get-tuple-element", n(1);
    Imag => "imag", n(1);
    Infeed => "infeed", n(1);
    Iota => "iota", n(0);
    IsFinite => "is-finite", n(1);
    Log => "log", n(1);
    Log1p => "log-plus-one", n(1);
    Logistic => "logistic", n(1);
    Map => "map", V;
    Maximum => "maximum", n(2);
    Minimum => "minimum", n(2);
    Multiply => "multiply", n(2);
    Negate => "negate", n(1);
    Not => "not", n(1);
    OptimizationBarrier => "opt-barrier", n(1);
    Or => "or", n(2);
    Outfeed => "outfeed", n(2);
    Pad => "pad", n(2);
    Parameter => "parameter", n(0);
    PartitionId => "partition-id", n(0);
    Popcnt => "popcnt", n(1);
    Power => "power", n(2);
    RaggedAllToAll => "ragged-all-to-all", V;
    RaggedDot => "ragged-dot", V;
    Real => "real", n(1);
    Recv => "recv", n(1);
    RecvDone => "recv-done", n(1);
    Reduce => "reduce", V;
    ReducePrecision => "reduce-precision", n(1);
    ReduceScatter => "reduce-scatter", V;
    ReduceWindow => "reduce-window", V;
    Remainder => "remainder", n(2);
    ReplicaId => "replica-id", n(0);
    Reshape => "reshape", n(1);
    Reverse => "reverse", n(1);
    Rng => "rng", V;
    RngBitGenerator => "rng-bit-generator", n(1);
    RngGetAndUpdateState => "rng-get-and-update-state", n(0);
    RoundNearestAfz => "round-nearest-afz", n(1);
    RoundNearestEven => "round-nearest-even", n(1);
    Rsqrt => "rsqrt", n(1);
    ScaledDot => "scaled-dot", V;
    Scatter => "scatter", V;
    Select => "select", n(3);
    SelectAndScatter => "select-and-scatter", n(3);
    Send => "send", n(2);
    SendDone => "send-done", n(1);
    SetDimensionSize => "set-dimension-size", n(2);
    ShiftLeft => "shift-left", n(2);
    ShiftRightArithmetic => "shift-right-arithmetic", n(2);
    ShiftRightLogical => "shift-right-logical", n(2);
    Sign => "sign", n(1);
    Sine => "sine", n(1);
    Slice => "slice", n(1);
    Sort => "sort", V;
    Sqrt => "sqrt", n(1);
    StochasticConvert => "stochastic-convert", n(2);
    Subtract => "subtract", n(2);
    Tan => "tan", n(1);
    Tanh => "tanh", n(1);
    TopK => "topk", n(1);
    Transpose => "transpose", n(1);
    TriangularSolve => "triangular-solve", n(2);
    Tuple => "tuple", V;
    While => "while", n(1);
    Xor => "xor", n(2);
}

impl Opcode {
    /// Elementwise ops with one operand (the result has the operand's dimensions).
    pub fn is_elementwise_unary(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Abs | Cbrt
                | Ceil
                | Clz
                | Convert
                | BitcastConvert
                | Copy
                | Cosine
                | Erf
                | Exp
                | Expm1
                | Floor
                | Imag
                | IsFinite
                | Log
                | Log1p
                | Logistic
                | Negate
                | Not
                | Popcnt
                | Real
                | ReducePrecision
                | RoundNearestAfz
                | RoundNearestEven
                | Rsqrt
                | Sign
                | Sine
                | Sqrt
                | Tan
                | Tanh
        )
    }

    /// Elementwise ops with two operands of the same dimensions.
    pub fn is_elementwise_binary(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | Atan2
                | And
                | Compare
                | Complex
                | Divide
                | Maximum
                | Minimum
                | Multiply
                | Or
                | Power
                | Remainder
                | ShiftLeft
                | ShiftRightArithmetic
                | ShiftRightLogical
                | StochasticConvert
                | Subtract
                | Xor
        )
    }

    pub fn is_elementwise(self) -> bool {
        self.is_elementwise_unary()
            || self.is_elementwise_binary()
            || matches!(self, Opcode::Select | Opcode::Clamp | Opcode::Map)
    }

    /// Ops whose effect is more than their result: they must never be removed or merged.
    pub fn has_side_effect(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            AfterAll
                | AllGatherStart
                | AllReduceStart
                | CollectivePermuteStart
                | Infeed
                | Outfeed
                | Recv
                | RecvDone
                | Send
                | SendDone
                | Rng
                | RngGetAndUpdateState
                | CustomCall
        )
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
