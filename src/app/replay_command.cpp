// The replay of a record.
#include "app/replay_command.hpp"

#include "catalogue/catalogue.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "play/narration.hpp"
#include "play/review_text.hpp"
#include "records/record_file.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

// The moves taken back that redo would play again (after `played` moves), numbered on from them;
// `session` is left after them.
std::string taken_back_text(GameSession& session, const std::vector<AnyMove>& taken_back,
                            const Participants& participants, int played) {
    if (taken_back.empty()) {
        return {};
    }
    const auto count = static_cast<long long>(taken_back.size());
    std::string text =
        "\n" +
        ntrf("{0} move taken back, which r plays again when the game is resumed:",
             "{0} moves taken back, which r plays again when the game is resumed:", count, count) +
        "\n";
    for (const AnyMove& move : taken_back) {
        const Participant mover = participants.at(session.to_move());
        session.play(move);
        text +=
            fmt::format("{}. {}\n", ++played,
                        game_of(session.setup()).announce_move(session.setup(), mover, move, {}));
    }
    return text;
}

std::string replay_report(const ParameterValues& values, const ReportContext&) {
    if (!values.given("file")) {
        throw UsageError(tr("replay: give the file of a record, e.g. replay game.json"));
    }
    const std::string& path = values.text("file");
    const LoadedRecord loaded = read_record(path, "replay");
    const GameSession& recorded = *loaded.session;
    const auto played = recorded.history();
    // The same game from its start, to walk through it.
    const auto session =
        make_session(recorded.setup(), {recorded.seat(Seat::one), recorded.seat(Seat::two)},
                     recorded.first(), Random(recorded.random().seed()));
    const Participants participants =
        Participants::for_seats(recorded.is_person(Seat::one), recorded.is_person(Seat::two));
    const auto moves = static_cast<long long>(played.size());
    std::string text = trf("Marienbad {0}: {1}", MARIENBAD_VERSION, loaded.game->title()) + "\n" +
                       game_of(recorded.setup()).rules_sentence(recorded.setup(), {}) + "\n" +
                       ntrf("The game recorded in {1} (seed {2}): {0} move.",
                            "The game recorded in {1} (seed {2}): {0} moves.", moves, moves, path,
                            recorded.random().seed()) +
                       "\n\n" + render_board_text(session->board());
    int number = 0;
    for (const PlayedMove& move : played) {
        const BoardModel before = session->board();
        session->play(move.move);
        text += fmt::format("\n{}. ", ++number);
        for (const std::string& line : move_narration(session->setup(), participants.at(move.mover),
                                                      before, move.move, session->board())) {
            text += line + "\n";
        }
        text += render_board_text(session->board());
    }
    text += "\n";
    if (session->is_over()) {
        const EndNarration told =
            end_narration(session->setup(), participants.at(other_seat(session->to_move())),
                          participants.at(*session->winner()));
        if (told.how) {
            text += *told.how + "\n";
        }
        text += told.winner + "\n";
    } else {
        text += tr("The record stops here: the game is not over.") + std::string("\n");
    }
    text += "\n" + render_review(session->setup(), participants, session->review());
    return text + taken_back_text(*session, recorded.taken_back(), participants, number);
}

}  // namespace

ReportCommand replay_command() {
    return {"replay",
            tr("show a recorded game move by move, and its review: replay game.json"),
            {{"file", ParameterKind::argument, tr("the record, written by --record"), "FILE"}},
            replay_report};
}

}  // namespace marienbad
