import type { ReactElement } from 'react';

/*
 * Hand-drawn food for the decorative backdrop. Inline SVG keeps the landing page free of image
 * requests (and network images), and the whole set weighs less than one photo thumbnail.
 */
export type Food =
  | 'tomato'
  | 'carrot'
  | 'avocado'
  | 'lemon'
  | 'chili'
  | 'egg'
  | 'broccoli'
  | 'mushroom'
  | 'bowl';

const drawings: Record<Food, ReactElement> = {
  tomato: (
    <>
      <circle cx="32" cy="37" r="22" fill="#e5483b" />
      <ellipse
        cx="23"
        cy="30"
        rx="6"
        ry="3.5"
        fill="#fff"
        opacity=".4"
        transform="rotate(-35 23 30)"
      />
      <path d="M32 13l4 7 8-2-5 6 7 3-9 1-5 5-5-5-9-1 7-3-5-6 8 2z" fill="#4f9a3a" />
    </>
  ),
  carrot: (
    <>
      <path d="M42 19c5 2 7 8 5 12L17 55c-2 1-5-1-4-4l23-31c1-2 4-2 6-1z" fill="#f28c28" />
      <path
        d="M27 33l5 3M22 41l5 3M33 25l4 3"
        stroke="#c96a12"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M45 21c2-7 6-11 13-11-2 7-6 10-13 11z" fill="#4f9a3a" />
      <path d="M43 18c-1-7 1-12 7-15 1 7-1 11-7 15z" fill="#6bb24f" />
    </>
  ),
  avocado: (
    <>
      <path
        d="M32 5c10 0 16 14 18 27 2 14-6 27-18 27S12 46 14 32C16 19 22 5 32 5z"
        fill="#3f6b2a"
      />
      <path
        d="M32 10c8 0 12 12 14 22 2 12-5 22-14 22s-16-10-14-22c2-10 6-22 14-22z"
        fill="#cfe08a"
      />
      <circle cx="32" cy="40" r="9" fill="#8a5a2b" />
      <circle cx="29" cy="37" r="2.5" fill="#fff" opacity=".35" />
    </>
  ),
  lemon: (
    <>
      <circle cx="32" cy="32" r="25" fill="#f2c230" />
      <circle cx="32" cy="32" r="21" fill="#fff3b8" />
      <g stroke="#f2c230" strokeWidth="2.5" strokeLinecap="round">
        <path d="M32 13v38M13 32h38M18.6 18.6l26.8 26.8M45.4 18.6L18.6 45.4" />
      </g>
      <circle cx="32" cy="32" r="3" fill="#f2c230" />
    </>
  ),
  chili: (
    <>
      <path d="M12 50c11 3 25-4 33-20 2-4 4-6 7-6-1 4-2 9-6 15C38 51 24 59 12 50z" fill="#d93a2b" />
      <path
        d="M48 25c0-5 3-10 8-12"
        stroke="#4f9a3a"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M20 49c8 0 16-4 22-12"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".35"
        fill="none"
      />
    </>
  ),
  egg: (
    <>
      <path
        d="M32 7c11 0 13 8 21 13s8 19 0 25-12 14-23 12S9 51 7 41s0-18 8-24 6-10 17-10z"
        fill="#fffaf0"
        stroke="#e3cfb8"
        strokeWidth="2"
      />
      <circle cx="31" cy="34" r="11" fill="#f4b63f" />
      <circle cx="27" cy="30" r="3" fill="#fff" opacity=".5" />
    </>
  ),
  broccoli: (
    <>
      <path d="M27 38h10l3 20H24z" fill="#9cc56b" />
      <circle cx="20" cy="28" r="11" fill="#3f7d3a" />
      <circle cx="44" cy="28" r="11" fill="#3f7d3a" />
      <circle cx="32" cy="19" r="13" fill="#4f9a3a" />
      <circle cx="32" cy="33" r="9" fill="#4f9a3a" />
    </>
  ),
  mushroom: (
    <>
      <path d="M25 34h14l-2 22H27z" fill="#f1e2cc" stroke="#dcc6a8" strokeWidth="2" />
      <path d="M6 35C6 20 18 9 32 9s26 11 26 26z" fill="#b5643c" />
      <circle cx="22" cy="22" r="3.5" fill="#f6dcc4" />
      <circle cx="38" cy="18" r="2.5" fill="#f6dcc4" />
      <circle cx="44" cy="28" r="3" fill="#f6dcc4" />
    </>
  ),
  bowl: (
    <>
      <path d="M44 4L30 27M52 8L34 28" stroke="#8a5a2b" strokeWidth="2.5" strokeLinecap="round" />
      <ellipse cx="32" cy="31" rx="26" ry="7" fill="#fffaf0" />
      <path
        d="M12 30c4-4 9-6 14-4M30 26c5-3 12-3 18 2"
        stroke="#8b3a1a"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="22" cy="32" r="2" fill="#4f9a3a" />
      <circle cx="40" cy="33" r="2" fill="#4f9a3a" />
      <circle cx="33" cy="30" r="1.8" fill="#6bb24f" />
      <path d="M44 31l6-1" stroke="#a6d38b" strokeWidth="3" strokeLinecap="round" />
      <path d="M6 31h52c0 14-12 25-26 25S6 45 6 31z" fill="#c2572b" />
      <path
        d="M12 39c4 7 11 11 20 11"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity=".3"
        fill="none"
      />
      <path d="M22 56h20" stroke="#8b3a1a" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
};

export function FoodArt({ food, className }: { food: Food; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      {drawings[food]}
    </svg>
  );
}
