//! The optimization pipeline, declared in one readable place.
//!
//! Order: inline calls first (so later passes see whole graphs), then a fixed-point group of
//! simplifications that feed each other (folding exposes simplifications and vice versa),
//! then canonicalize dots for the GEMM library calls, then a final cleanup.

use crate::cse::Cse;
use crate::dce::Dce;
use crate::pass::{Pass, Pipeline, Step};

/// Every pass by its name, for `kiln opt --passes a,b,c`.
pub fn pass_by_name(name: &str) -> Option<Box<dyn Pass>> {
    all_passes().into_iter().find(|p| p.name() == name)
}

/// One instance of every pass, in pipeline order.
pub fn all_passes() -> Vec<Box<dyn Pass>> {
    vec![Box::new(Cse), Box::new(Dce)]
}

/// The default pipeline `kiln opt` and `--optimize` run.
pub fn default_pipeline() -> Pipeline {
    Pipeline {
        steps: vec![Step::FixedPoint {
            name: "simplify",
            steps: vec![Step::Pass(Box::new(Cse)), Step::Pass(Box::new(Dce))],
            max_iterations: 8,
        }],
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
