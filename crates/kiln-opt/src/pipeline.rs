//! The optimization pipelines, declared in one readable place.
//!
//! Default (target-independent) pipeline: collectives become the values they have on one
//! device and calls are inlined first (so later passes see whole graphs), then a fixed-point group of simplifications that feed each other (folding exposes
//! simplifications and vice versa), then compute transposed dot results directly,
//! canonicalize dots for the GEMM library calls and clean up. The backend pipeline then
//! forms fusions for code generation.

use crate::algsimp::AlgebraicSimplifier;
use crate::conditional_simplify::ConditionalSimplify;
use crate::constant_folding::ConstantFolding;
use crate::cse::Cse;
use crate::dce::Dce;
use crate::dot_canonicalize::DotCanonicalize;
use crate::dot_transposed_result::DotTransposedResult;
use crate::fusion::Fusion;
use crate::inline_calls::InlineCalls;
use crate::pass::{Pass, Pipeline, Step};
use crate::reduce_split::ReduceSplit;
use crate::single_device_collectives::SingleDeviceCollectives;
use crate::tuple_simplify::TupleSimplify;
use crate::while_licm::WhileLicm;
use crate::while_simplify::WhileSimplify;

/// One instance of every pass, in pipeline order (for `kiln opt --passes a,b,c`).
pub fn all_passes() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(SingleDeviceCollectives),
        Box::new(InlineCalls),
        Box::new(AlgebraicSimplifier),
        Box::new(ConstantFolding),
        Box::new(TupleSimplify),
        Box::new(WhileSimplify),
        Box::new(WhileLicm),
        Box::new(ConditionalSimplify),
        Box::new(Cse),
        Box::new(Dce),
        Box::new(DotTransposedResult),
        Box::new(DotCanonicalize),
        Box::new(ReduceSplit),
        Box::new(Fusion),
    ]
}

/// A pass by its name.
pub fn pass_by_name(name: &str) -> Option<Box<dyn Pass>> {
    all_passes().into_iter().find(|p| p.name() == name)
}

/// The default pipeline `kiln opt` and `--optimize` run.
pub fn default_pipeline() -> Pipeline {
    let simplify: Vec<Step> = vec![
        Step::Pass(Box::new(AlgebraicSimplifier)),
        Step::Pass(Box::new(ConstantFolding)),
        Step::Pass(Box::new(TupleSimplify)),
        Step::Pass(Box::new(WhileSimplify)),
        Step::Pass(Box::new(WhileLicm)),
        Step::Pass(Box::new(ConditionalSimplify)),
        Step::Pass(Box::new(InlineCalls)),
        Step::Pass(Box::new(Cse)),
        Step::Pass(Box::new(Dce)),
    ];
    Pipeline {
        steps: vec![
            Step::Pass(Box::new(SingleDeviceCollectives)),
            Step::Pass(Box::new(InlineCalls)),
            Step::FixedPoint {
                name: "simplify",
                steps: simplify,
                max_iterations: 8,
            },
            Step::Pass(Box::new(DotTransposedResult)),
            Step::Pass(Box::new(DotCanonicalize)),
            Step::Pass(Box::new(AlgebraicSimplifier)),
            Step::Pass(Box::new(Cse)),
            Step::Pass(Box::new(Dce)),
        ],
    }
}

/// What the CPU backend runs after the default pipeline, to prepare code generation.
pub fn backend_pipeline() -> Pipeline {
    Pipeline {
        steps: vec![
            Step::Pass(Box::new(ReduceSplit)),
            Step::Pass(Box::new(Fusion)),
            Step::Pass(Box::new(Dce)),
        ],
    }
}

/// A pipeline of the named passes, in the order given.
pub fn pipeline_of(names: &[&str]) -> Result<Pipeline, String> {
    let steps = names
        .iter()
        .map(|name| {
            pass_by_name(name).map(Step::Pass).ok_or_else(|| {
                let known: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
                format!("unknown pass `{name}` (known: {})", known.join(", "))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Pipeline { steps })
}
