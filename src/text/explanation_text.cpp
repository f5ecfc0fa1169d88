// Any game's explanation and hint, by the explanation's type.
#include "text/explanation_text.hpp"

#include "i18n/i18n.hpp"
#include "text/grid_explanation_text.hpp"
#include "text/nim_explanation_text.hpp"
#include "text/row_explanation_text.hpp"

namespace marienbad {

std::string render_explanation(const AnyExplanation& explanation) {
    struct Render {
        std::string operator()(const NimExplanation& nim) const {
            return render_nim_explanation(nim);
        }
        std::string operator()(const GridExplanation& grid) const {
            return render_grid_explanation(grid);
        }
        std::string operator()(const RowExplanation& row) const {
            return render_row_explanation(row);
        }
    };
    return std::visit(Render{}, explanation);
}

std::string hint_text(const AnyExplanation& explanation) {
    if (const auto* nim = std::get_if<NimExplanation>(&explanation)) {
        std::string text =
            tr("Hint (the binary method):") + std::string("\n") + render_nim_explanation(*nim);
        if (nim->winning_move) {
            text += trf("Hint: {0}.", describe_nim_move(*nim->winning_move)) + "\n";
        }
        return text;
    }
    return tr("Hint:") + std::string("\n") + render_explanation(explanation);
}

}  // namespace marienbad
