/** A testimonial as `GET /api/admin/testimonials` answers it (inactive ones included). */
export interface AdminTestimonial {
  id: string;
  name: string;
  nameAr?: string;
  company?: string;
  companyAr?: string;
  text: string;
  textAr: string;
  rating: number;
  active: boolean;
  order: number;
}
