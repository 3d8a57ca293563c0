import { useCallback, useEffect, useRef, useState } from 'react';
import { BOT_GREETING, botReplies } from './help-bot';

export interface BotMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
  offersContact?: boolean;
  link?: { label: string; to: string };
}

/**
 * The bot's thread: the greeting, the user's questions and the answers as they are "typed".
 * A question asked while the bot is still typing shows at once and waits its turn: the bot
 * answers the questions one after the other, none is dropped.
 */
export function useHelpBot() {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<BotMessage[]>(() => [
    { id: 0, from: 'bot', text: BOT_GREETING },
  ]);
  const [isTyping, setTyping] = useState(false);
  const timers = useRef<number[]>([]);
  /** Questions shown but not answered yet, oldest first. */
  const waiting = useRef<string[]>([]);
  const answering = useRef(false);
  /** How many messages the thread holds, questions and answers already shown (the delays depend on it). */
  const count = useRef(1);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const append = useCallback((message: Omit<BotMessage, 'id'>) => {
    count.current += 1;
    setMessages((current) => [...current, { id: nextId.current++, ...message }]);
  }, []);

  const answerNext = useCallback(() => {
    const question = waiting.current.shift();
    if (question === undefined) {
      answering.current = false;
      setTyping(false);
      return;
    }
    answering.current = true;
    setTyping(true);
    // The question itself is already in the thread: it counts among the messages before its answer.
    const replies = botReplies(question, count.current - 1 - waiting.current.length);
    let at = 0;
    replies.forEach((reply, index) => {
      at += reply.delayMs;
      const timer = window.setTimeout(() => {
        append({
          from: 'bot',
          text: reply.text,
          offersContact: reply.offersContact,
          link: reply.link,
        });
        if (index === replies.length - 1) answerNext();
      }, at);
      timers.current.push(timer);
    });
  }, [append]);

  const ask = useCallback(
    (question: string) => {
      append({ from: 'user', text: question });
      waiting.current.push(question);
      if (!answering.current) answerNext();
    },
    [append, answerNext],
  );

  return { messages, isTyping, ask };
}
