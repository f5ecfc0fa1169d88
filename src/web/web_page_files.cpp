// The web page's engine moving a game in and out: a game id from the page's address opened, the
// game on the screen given as a record file's text, and a record file opened, in the format the
// program writes with --record and reads with --resume, so that a game goes from the page to the
// program and back.
#include <nlohmann/json.hpp>

#include "catalogue/catalogue.hpp"
#include "catalogue/game_id.hpp"
#include "catalogue/game_record.hpp"
#include "games/usage_error.hpp"
#include "play/game_setup.hpp"
#include "web/web_page.hpp"

namespace marienbad {

void WebPage::open_id(const std::string& id) {
    try {
        IdentifiedGame opened = parse_game_id(id);
        const PlayController* played = flow_.current_game();
        const std::string asked = game_id(opened.setup);
        if (played != nullptr && !played->state().exercise && played->state().id == asked) {
            return;  // the position on the screen: the page was reloaded
        }
        replace_game({std::move(opened.setup), {}, {}},
                     trf("Leave this game for {0}? The game in progress will be lost.", asked));
    } catch (const UsageError& error) {
        start_problem_ = error.what();
    }
}

std::string WebPage::game_file() const {
    const PlayController* played = flow_.current_game();
    if (played == nullptr || flow_.playing() == nullptr || played->state().exercise) {
        return {};
    }
    return record_json(*flow_.playing(), played->session()).dump() + "\n";
}

std::string WebPage::open_file(const std::string& name, const std::string& text) {
    try {
        load_record(parse_record(text));  // read now: what is wrong is said at once
        replace_game(
            {std::nullopt, name, text},
            trf("Leave this game for the one in {0}? The game in progress will be lost.", name));
        return {};
    } catch (const UsageError& error) {
        start_problem_ = trf("{0}: {1}", name, error.what());
        return start_problem_;
    }
}

void WebPage::replace_game(Replacement replacement, const std::string& question) {
    PlayController* played = flow_.current_game();
    if (played != nullptr && !played->state().exercise &&
        !played->ask(GameExit::new_game, question)) {
        replacement_ = std::move(replacement);  // the game asks first; answer() goes on
        refresh();
        return;
    }
    do_replacement(std::move(replacement));
}

void WebPage::answer_replacement(bool yes) {
    Replacement replacement = std::move(*replacement_);
    replacement_.reset();
    PlayController* played = flow_.current_game();
    if (played != nullptr && played->question()) {
        if (!yes) {
            played->cancel();
            refresh();
            return;
        }
        played->confirm();
    }
    do_replacement(std::move(replacement));
}

void WebPage::do_replacement(Replacement replacement) {
    start_problem_.clear();
    if (replacement.setup) {
        const GameDescription& game = game_of(*replacement.setup).description();
        // The settings of the form on the screen when it is this game's, else those last used.
        const GameForm* form = flow_.current_form();
        const ParameterValues values =
            form != nullptr && &form->game() == &game ? form->values() : flow_.values_of(game);
        flow_.open_setup(*replacement.setup, values);
    } else {
        LoadedRecord loaded = load_record(parse_record(replacement.record));
        const auto opening =
            resuming_said(*loaded.game, *loaded.session, replacement.name, Wording{true});
        flow_.resume(*loaded.game, std::move(loaded.session), opening);
    }
    onto_form();  // a start the values could not make: its form, with why
    refresh();
}

nlohmann::json WebPage::transfer_json() const {
    const PlayController* played = flow_.current_game();
    nlohmann::json transfer;
    transfer["id_line"] = played != nullptr ? game_id_line(played->state().id) : std::string();
    transfer["copy_link"] = tr("Copy link");
    transfer["link_copied"] = tr("The link to this position is copied.");
    transfer["link_to_copy"] = tr("The link to this position:");
    transfer["save_file"] = tr("Save to a file");
    transfer["open_file"] = tr("Open a file");
    return transfer;
}

}  // namespace marienbad
