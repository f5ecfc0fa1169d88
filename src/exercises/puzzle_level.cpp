// A puzzle's level: its measure, its band and its claims in words.
#include "exercises/puzzle_level.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

double puzzle_measure(const MoveCounts& counts) {
    return counts.winning > 0 ? static_cast<double>(counts.legal) / counts.winning : 0.0;
}

bool harder_level(const PuzzleLevel& a, const PuzzleLevel& b) {
    if (a.step != b.step) {
        return a.step > b.step;
    }
    return b.max_measure != 0 && a.min_measure >= b.max_measure;
}

bool meets_level(const PuzzleLevel& level, int step, const MoveCounts& counts) {
    // Some move must lose: a puzzle where every move wins asks nothing.
    if (step != level.step || counts.winning < 1 || counts.winning > level.most_winning ||
        counts.legal <= counts.winning) {
        return false;
    }
    const double measure = puzzle_measure(counts);
    return measure >= level.min_measure && (level.max_measure == 0 || measure < level.max_measure);
}

std::string level_claims_text(const PuzzleLevel& level) {
    std::string text;
    if (level.most_winning == 1) {
        text = level.max_measure == 0 ? trf("one move wins among {0} or more", level.min_measure)
                                      : trf("one move wins among {0} to {1}", level.min_measure,
                                            level.max_measure - 1);
    } else {
        text = level.max_measure == 0
                   ? trf("{0} moves or fewer win, with {1} legal moves or more for each of them",
                         level.most_winning, level.min_measure)
                   : trf("{0} moves or fewer win, with {1} to {2} legal moves for each of them",
                         level.most_winning, level.min_measure, level.max_measure - 1);
    }
    if (level.unlike_normal_play) {
        text += tr(", and the moves that win are not the same as in normal play");
    }
    return text;
}

}  // namespace marienbad
