//! Typed instruction attributes: dimension numbers, windows, slice specs, padding, comparisons.
//!
//! Every attribute an op's meaning depends on has a typed field in [`Attrs`]. Attributes that
//! matter only to other systems (collectives' replica groups, custom-call options, ...) are kept
//! verbatim in [`Attrs::other`] so that they print back unchanged.

use crate::literal::Literal;
use std::fmt;

/// Index of a computation in its module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CompId(pub u32);

impl CompId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Index of an instruction in its computation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstrId(pub u32);

impl InstrId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Defines a C-like enum with a fixed text spelling per variant (`from_text`, `text`, Display).
macro_rules! text_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant,)* }

        impl $name {
            pub fn text(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }
            pub fn from_text(s: &str) -> Option<$name> {
                match s { $($text => Some($name::$variant),)* _ => None }
            }
            /// All spellings, for error messages.
            pub const SPELLINGS: &'static [&'static str] = &[$($text,)*];
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.text())
            }
        }
    };
}

text_enum!(
    /// `direction=` of `compare`.
    ComparisonDirection { Eq => "EQ", Ne => "NE", Ge => "GE", Gt => "GT", Le => "LE", Lt => "LT" }
);
text_enum!(
    /// `type=` of `compare`: how values are ordered.
    ComparisonType {
        Float => "FLOAT",
        TotalOrder => "TOTALORDER",
        Signed => "SIGNED",
        Unsigned => "UNSIGNED",
    }
);
text_enum!(
    /// An entry of `operand_precision=` on dot and convolution.
    Precision { Default => "default", High => "high", Highest => "highest", PackedNibble => "packed_nibble" }
);
text_enum!(
    /// `fft_type=`.
    FftType { Fft => "FFT", Ifft => "IFFT", Rfft => "RFFT", Irfft => "IRFFT" }
);
text_enum!(
    /// `transpose_a=` of `triangular-solve`.
    TriangularTranspose { NoTranspose => "NO_TRANSPOSE", Transpose => "TRANSPOSE", Adjoint => "ADJOINT" }
);
text_enum!(
    /// `kind=` of `fusion`.
    FusionKind { Loop => "kLoop", Input => "kInput", Output => "kOutput", Custom => "kCustom" }
);
text_enum!(
    /// `distribution=` of `rng`.
    RandomDistribution { Uniform => "rng_uniform", Normal => "rng_normal" }
);
text_enum!(
    /// `algorithm=` of `rng-bit-generator`.
    RngAlgorithm { Default => "rng_default", ThreeFry => "rng_three_fry", Philox => "rng_philox" }
);

impl ComparisonDirection {
    /// The direction with operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> ComparisonDirection {
        use ComparisonDirection::*;
        match self {
            Eq => Eq,
            Ne => Ne,
            Ge => Le,
            Gt => Lt,
            Le => Ge,
            Lt => Gt,
        }
    }

    /// The direction true exactly where this one is false, for operands that are never NaN
    /// (`!(a < b)` is `a >= b`).
    pub fn negated(self) -> ComparisonDirection {
        use ComparisonDirection::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Ge => Lt,
            Gt => Le,
            Le => Gt,
            Lt => Ge,
        }
    }
}

/// Dimension numbers of `dot`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DotDims {
    pub lhs_batch: Vec<i64>,
    pub rhs_batch: Vec<i64>,
    pub lhs_contracting: Vec<i64>,
    pub rhs_contracting: Vec<i64>,
}

/// One dimension of a `slice={[start:limit:stride], ...}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SliceDim {
    pub start: i64,
    pub limit: i64,
    pub stride: i64,
}

/// One dimension of a `window={size=.. stride=.. pad=.. lhs_dilate=.. rhs_dilate=.. rhs_reversal=..}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WindowDim {
    pub size: i64,
    pub stride: i64,
    pub padding_low: i64,
    pub padding_high: i64,
    /// `lhs_dilate`: dilation of the input (base).
    pub base_dilation: i64,
    /// `rhs_dilate`: dilation of the window (kernel).
    pub window_dilation: i64,
    pub window_reversal: bool,
}

impl Default for WindowDim {
    fn default() -> Self {
        WindowDim {
            size: 1,
            stride: 1,
            padding_low: 0,
            padding_high: 0,
            base_dilation: 1,
            window_dilation: 1,
            window_reversal: false,
        }
    }
}

/// The `window=` attribute of convolution, reduce-window and select-and-scatter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Window {
    pub dims: Vec<WindowDim>,
}

/// Convolution dimension numbers, from `dim_labels=b01f_01io->b01f`.
/// Spatial dimension lists are ordered by spatial index (0, 1, 2, ...).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ConvDims {
    pub input_batch: i64,
    pub input_feature: i64,
    pub input_spatial: Vec<i64>,
    pub kernel_input_feature: i64,
    pub kernel_output_feature: i64,
    pub kernel_spatial: Vec<i64>,
    pub output_batch: i64,
    pub output_feature: i64,
    pub output_spatial: Vec<i64>,
}

/// Dimension numbers of `gather`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GatherDims {
    pub offset_dims: Vec<i64>,
    pub collapsed_slice_dims: Vec<i64>,
    pub start_index_map: Vec<i64>,
    pub operand_batching_dims: Vec<i64>,
    pub start_indices_batching_dims: Vec<i64>,
    pub index_vector_dim: i64,
}

/// Dimension numbers of `scatter`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ScatterDims {
    pub update_window_dims: Vec<i64>,
    pub inserted_window_dims: Vec<i64>,
    pub scatter_dims_to_operand_dims: Vec<i64>,
    pub input_batching_dims: Vec<i64>,
    pub scatter_indices_batching_dims: Vec<i64>,
    pub index_vector_dim: i64,
}

/// One dimension of `padding=low_high_interior x ...` on `pad`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct PadDim {
    pub low: i64,
    pub high: i64,
    pub interior: i64,
}

/// An `f32` attribute (`epsilon=`) compared and hashed by its bits.
#[derive(Clone, Copy, Debug)]
pub struct F32Attr(pub f32);

impl PartialEq for F32Attr {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}
impl Eq for F32Attr {}
impl std::hash::Hash for F32Attr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.to_bits().hash(state)
    }
}

/// The value of a `constant`: a literal, or `{...}` when a dump elided it (not executable).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstantValue {
    Literal(Literal),
    Elided,
}

/// All attributes of an instruction except the ones that do not change what it computes
/// (names, metadata, sharding, ...: those live on [`crate::Instruction`] itself).
/// A field is `Some`/non-empty exactly when the text had the attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Attrs {
    /// `parameter(N)`.
    pub parameter_number: Option<i64>,
    /// `constant(...)`.
    pub constant: Option<ConstantValue>,
    /// `dimensions={...}` (broadcast, reduce, transpose, reverse, concatenate, sort, map, ...).
    pub dimensions: Option<Vec<i64>>,
    /// `index=` of get-tuple-element.
    pub index: Option<i64>,
    pub iota_dimension: Option<i64>,
    pub to_apply: Option<CompId>,
    /// `calls=` (fusion, async-start; may name several computations).
    pub calls: Option<Vec<CompId>>,
    pub condition: Option<CompId>,
    pub body: Option<CompId>,
    pub branch_computations: Option<Vec<CompId>>,
    pub true_computation: Option<CompId>,
    pub false_computation: Option<CompId>,
    /// `select=` and `scatter=` of select-and-scatter.
    pub select: Option<CompId>,
    pub scatter: Option<CompId>,
    pub direction: Option<ComparisonDirection>,
    pub comparison_type: Option<ComparisonType>,
    pub dot_dims: Option<DotDims>,
    pub operand_precision: Option<Vec<Precision>>,
    pub slice: Option<Vec<SliceDim>>,
    pub dynamic_slice_sizes: Option<Vec<i64>>,
    pub window: Option<Window>,
    pub conv_dims: Option<ConvDims>,
    pub feature_group_count: Option<i64>,
    pub batch_group_count: Option<i64>,
    pub gather_dims: Option<GatherDims>,
    pub slice_sizes: Option<Vec<i64>>,
    pub scatter_dims: Option<ScatterDims>,
    pub indices_are_sorted: Option<bool>,
    pub unique_indices: Option<bool>,
    pub padding: Option<Vec<PadDim>>,
    pub is_stable: Option<bool>,
    pub fft_type: Option<FftType>,
    pub fft_length: Option<Vec<i64>>,
    pub feature_index: Option<i64>,
    pub epsilon: Option<F32Attr>,
    pub left_side: Option<bool>,
    pub lower: Option<bool>,
    pub unit_diagonal: Option<bool>,
    pub transpose_a: Option<TriangularTranspose>,
    pub exponent_bits: Option<i64>,
    pub mantissa_bits: Option<i64>,
    pub k: Option<i64>,
    pub largest: Option<bool>,
    pub fusion_kind: Option<FusionKind>,
    pub distribution: Option<RandomDistribution>,
    /// `algorithm=`: an [`RngAlgorithm`] on rng-bit-generator, a dot algorithm name on dot.
    pub algorithm: Option<String>,
    pub custom_call_target: Option<String>,
    /// Other attributes XLA defines that Kiln keeps verbatim: (name, value text) in text order.
    pub other: Vec<(String, String)>,
}

/// The attributes of an instruction with none: what an empty [`AttrsBox`] reads as.
pub static NO_ATTRS: Attrs = EMPTY;

const EMPTY: Attrs = Attrs {
    parameter_number: None,
    constant: None,
    dimensions: None,
    index: None,
    iota_dimension: None,
    to_apply: None,
    calls: None,
    condition: None,
    body: None,
    branch_computations: None,
    true_computation: None,
    false_computation: None,
    select: None,
    scatter: None,
    direction: None,
    comparison_type: None,
    dot_dims: None,
    operand_precision: None,
    slice: None,
    dynamic_slice_sizes: None,
    window: None,
    conv_dims: None,
    feature_group_count: None,
    batch_group_count: None,
    gather_dims: None,
    slice_sizes: None,
    scatter_dims: None,
    indices_are_sorted: None,
    unique_indices: None,
    padding: None,
    is_stable: None,
    fft_type: None,
    fft_length: None,
    feature_index: None,
    epsilon: None,
    left_side: None,
    lower: None,
    unit_diagonal: None,
    transpose_a: None,
    exponent_bits: None,
    mantissa_bits: None,
    k: None,
    largest: None,
    fusion_kind: None,
    distribution: None,
    algorithm: None,
    custom_call_target: None,
    other: Vec::new(),
};

/// How many `parameter(N)` attribute sets are shared rather than boxed (see [`AttrsBox`]).
const SHARED_PARAMETERS: usize = 64;

/// `parameter(0)` .. `parameter(63)`: the one attribute of the most common instruction with any.
static PARAMETER_ATTRS: [Attrs; SHARED_PARAMETERS] = {
    let mut all = [EMPTY; SHARED_PARAMETERS];
    let mut n = 0;
    while n < SHARED_PARAMETERS {
        all[n].parameter_number = Some(n as i64);
        n += 1;
    }
    all
};

/// An instruction's [`Attrs`], boxed, and not allocated at all when there are none or they are
/// just `parameter(N)` for a small `N`.
///
/// `Attrs` has a field for every attribute of every op (about 1 KB), while an instruction has
/// a few at most: inline, they made every `Instruction` about 1.5 KB, which decoding a module
/// (a cache hit) and cloning computations paid for in memory touched. Parameters, the most
/// common instructions with an attribute (often 40% of a fused module's), point at shared
/// static attributes. Reading goes through `Deref` (`instr.attrs.dimensions`); writing through
/// `DerefMut` makes a private box on first use. Equality and hashing are those of the
/// attributes, however stored.
#[derive(Clone, Default)]
pub struct AttrsBox(Stored);

#[derive(Clone, Default)]
enum Stored {
    #[default]
    Empty,
    Shared(&'static Attrs),
    Boxed(Box<Attrs>),
}

impl AttrsBox {
    /// Whether no attribute is set.
    pub fn is_empty(&self) -> bool {
        **self == NO_ATTRS
    }

    /// The attributes of `parameter(number)` (shared, not allocated, for small numbers).
    pub fn parameter(number: i64) -> AttrsBox {
        match usize::try_from(number) {
            Ok(n) if n < SHARED_PARAMETERS => AttrsBox(Stored::Shared(&PARAMETER_ATTRS[n])),
            _ => AttrsBox::from(Attrs {
                parameter_number: Some(number),
                ..EMPTY
            }),
        }
    }

    /// Whether the attributes have a box of their own (for tests).
    pub fn is_boxed(&self) -> bool {
        matches!(self.0, Stored::Boxed(_))
    }
}

impl std::ops::Deref for AttrsBox {
    type Target = Attrs;
    fn deref(&self) -> &Attrs {
        match &self.0 {
            Stored::Empty => &NO_ATTRS,
            Stored::Shared(attrs) => attrs,
            Stored::Boxed(attrs) => attrs,
        }
    }
}

impl std::ops::DerefMut for AttrsBox {
    fn deref_mut(&mut self) -> &mut Attrs {
        if !self.is_boxed() {
            self.0 = Stored::Boxed(Box::new((**self).clone()));
        }
        match &mut self.0 {
            Stored::Boxed(attrs) => attrs,
            _ => unreachable!("boxed just above"),
        }
    }
}

impl From<Attrs> for AttrsBox {
    fn from(attrs: Attrs) -> AttrsBox {
        if attrs == NO_ATTRS {
            return AttrsBox(Stored::Empty);
        }
        let shared = attrs
            .parameter_number
            .and_then(|n| PARAMETER_ATTRS.get(usize::try_from(n).ok()?));
        if let Some(shared) = shared.filter(|shared| **shared == attrs) {
            return AttrsBox(Stored::Shared(shared));
        }
        AttrsBox(Stored::Boxed(Box::new(attrs)))
    }
}

impl PartialEq for AttrsBox {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for AttrsBox {}

impl std::hash::Hash for AttrsBox {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

impl fmt::Debug for AttrsBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

/// `metadata={...}`: where an instruction came from. Never affects results.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Metadata {
    pub op_type: Option<String>,
    pub op_name: Option<String>,
    pub source_file: Option<String>,
    pub source_line: Option<i64>,
    pub source_end_line: Option<i64>,
    pub source_column: Option<i64>,
    pub source_end_column: Option<i64>,
    pub stack_frame_id: Option<i64>,
    /// Any other metadata fields, verbatim: (name, value text).
    pub other: Vec<(String, String)>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, RandomState};

    #[test]
    fn boxed_or_not_the_same_attributes_are_equal() {
        assert_eq!(NO_ATTRS, Attrs::default());
        let unboxed = AttrsBox::default();
        let mut boxed = AttrsBox::default();
        // A mutable borrow allocates the box but sets nothing.
        let _: &mut Attrs = &mut boxed;
        assert!(boxed.is_boxed() && !unboxed.is_boxed());
        assert_eq!(boxed, unboxed);
        let hasher = RandomState::new();
        assert_eq!(hasher.hash_one(&boxed), hasher.hash_one(&unboxed));
        assert!(boxed.is_empty() && unboxed.is_empty());

        boxed.dimensions = Some(vec![1]);
        assert_ne!(boxed, unboxed);
        assert!(!boxed.is_empty());
        let converted = AttrsBox::from((*boxed).clone());
        assert_eq!(converted, boxed);
        assert_eq!(hasher.hash_one(&converted), hasher.hash_one(&boxed));
        // No attributes converts to no box.
        assert!(!AttrsBox::from(Attrs::default()).is_boxed());
    }

    #[test]
    fn parameters_share_their_attributes_until_changed() {
        let hasher = RandomState::new();
        for n in [0, 1, 63, 64, 1000, -1] {
            let attrs = Attrs {
                parameter_number: Some(n),
                ..Attrs::default()
            };
            let shared = AttrsBox::parameter(n);
            assert_eq!(shared.is_boxed(), !(0..64).contains(&n), "{n}");
            assert_eq!(*shared, attrs);
            let converted = AttrsBox::from(attrs.clone());
            assert_eq!(converted.is_boxed(), shared.is_boxed());
            let boxed = AttrsBox(Stored::Boxed(Box::new(attrs)));
            assert_eq!(shared, boxed);
            assert_eq!(hasher.hash_one(&shared), hasher.hash_one(&boxed));
        }
        // Writing to a shared set copies it; the shared one is unchanged.
        let mut mine = AttrsBox::parameter(3);
        mine.index = Some(1);
        assert!(mine.is_boxed());
        assert_eq!((mine.parameter_number, mine.index), (Some(3), Some(1)));
        assert_eq!(AttrsBox::parameter(3).index, None);
        // More than the parameter number is boxed.
        let more = Attrs {
            parameter_number: Some(2),
            other: vec![("k".into(), "v".into())],
            ..Attrs::default()
        };
        assert!(AttrsBox::from(more).is_boxed());
    }
}
